import type { ClinicRow } from './clinics.schema';
import type { ClinicAddressDto, ClinicAddressLookupDto, ClinicDto } from './dto/clinic.dto';

/** Rows of the Clinics module's table → the DTOs the storefront reads. */

export function toClinicAddressDto(row: ClinicRow): ClinicAddressDto {
  return {
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    provinceCode: row.provinceCode,
    zip: row.zip,
    countryCode: row.countryCode,
    phone: row.phone,
  };
}

export function toClinicDto(row: ClinicRow): ClinicDto {
  return {
    clinicID: row.id,
    groupID: row.groupId,
    name: row.name,
    kind: row.kind,
    address: toClinicAddressDto(row),
    homeDeliveryOnly: row.homeDeliveryOnly,
  };
}

export function toClinicAddressLookupDto(row: ClinicRow): ClinicAddressLookupDto {
  return {
    clinicID: row.id,
    name: row.name,
    address: toClinicAddressDto(row),
    homeDeliveryOnly: row.homeDeliveryOnly,
  };
}
