import { Module } from '@nestjs/common';
import { ClinicsRepository } from './clinics.repository';
import { ClinicsService } from './clinics.service';

/**
 * Clinics and shelters staff members join (SPEC §7 'Identity and clinic'). No controller of its
 * own: the calls are served under /api/{identity} by the staff sign-in module, through this service.
 */
@Module({
  providers: [ClinicsService, ClinicsRepository],
  exports: [ClinicsService],
})
export class ClinicsModule {}
