import { ApiProperty } from '@nestjs/swagger';
import { CLINIC_KINDS, type ClinicKind } from '../clinics.schema';

/** A clinic's address as the staff profile carries it (SPEC §3 clinicAddress). */
export class ClinicAddressDto {
  address1!: string;
  /** Empty when the clinic has no second address line. */
  address2!: string;
  city!: string;
  /** USPS state code, e.g. CO. */
  provinceCode!: string;
  /** 5-digit ZIP. */
  zip!: string;
  /** Always 'US'. */
  countryCode!: string;
  /** Empty when unknown. */
  phone!: string;
}

/** The clinic address on a staff profile (SPEC §3 clinicAddress, with its home-delivery-only flag). */
export class StaffClinicAddressDto extends ClinicAddressDto {
  /** Clinic delivery is not offered: orders go to the member's home (SPEC §6). */
  homeDeliveryOnly!: boolean;
}

/** One clinic or shelter a staff member may join. */
export class ClinicDto {
  /** What fetch-address takes as `clinicID`. */
  clinicID!: string;
  /** What join-clinic takes as `groupID`. */
  groupID!: string;
  name!: string;
  @ApiProperty({ enum: CLINIC_KINDS, enumName: 'ClinicKind' })
  kind!: ClinicKind;
  address!: ClinicAddressDto;
  /** Members may only have orders delivered to their home (SPEC §6). */
  homeDeliveryOnly!: boolean;
}

/** The address fetch-address answers: where a member's clinic deliveries go. */
export class ClinicAddressLookupDto {
  clinicID!: string;
  name!: string;
  address!: ClinicAddressDto;
  /** When true, clinic delivery is not offered: orders go to the member's home. */
  homeDeliveryOnly!: boolean;
}
