import { Module } from '@nestjs/common';
import { ClinicsModule } from '../clinics';
import { IdentityModule } from '../identity';
import { OidcRelyingParty } from './oidc-relying-party';
import { StaffClinicController } from './staff-clinic.controller';
import { StaffProfileService } from './staff-profile.service';
import { StaffSignInController } from './staff-sign-in.controller';
import { StaffSignInService } from './staff-sign-in.service';
import { StaffSiteOnlyGuard } from './staff-site-only.guard';

/**
 * Staff single sign-on and clinic membership (SPEC §2, §3, §6, §7 'Identity and clinic', §8): the
 * relying party, the callback that makes staff customers and sessions through the identity
 * module, and the clinic calls over the clinics module. AppModule mounts it under
 * /api/{IDENTITY_KIND} (RouterModule).
 */
@Module({
  imports: [IdentityModule, ClinicsModule],
  controllers: [StaffSignInController, StaffClinicController],
  providers: [OidcRelyingParty, StaffSignInService, StaffProfileService, StaffSiteOnlyGuard],
})
export class StaffModule {}
