import type { ClinicDto, StaffClinicAddressDto } from './dto/clinic.dto';

/** A member's clinic as their profile carries it (SPEC §3 clinicAddress): its address and delivery flag. */
export function clinicDeliveryAddress(clinic: ClinicDto): StaffClinicAddressDto {
  return { ...clinic.address, homeDeliveryOnly: clinic.homeDeliveryOnly };
}
