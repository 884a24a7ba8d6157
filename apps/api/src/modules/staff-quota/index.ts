/**
 * The StaffQuota module's front door: the profile, the cart and checkout show where a staff member
 * stands this month with StaffQuotaService and StaffQuotaDto; orders over it are refused by its own
 * order contributor, so no flow calls it.
 */
export { StaffQuotaDto } from './dto/staff-quota.dto';
export { StaffQuotaModule } from './staff-quota.module';
export { StaffQuotaService } from './staff-quota.service';
