/**
 * The Clinics module's front door: the clinics staff join and ship to (ClinicsService), their
 * answer shapes, where a clinic delivery goes, and the import format the seed loads.
 */
export { clinicDeliveryAddress } from './clinic-delivery-address';
export type { ClinicImport } from './clinic-import';
export { CLINIC_SEARCH_TYPES, type ClinicSearchType } from './clinic-search';
export { ClinicsModule } from './clinics.module';
export { ClinicsService } from './clinics.service';
export { ClinicSearchResultDto } from './dto/clinic-search.dto';
export { ClinicAddressLookupDto, ClinicDto, StaffClinicAddressDto } from './dto/clinic.dto';
