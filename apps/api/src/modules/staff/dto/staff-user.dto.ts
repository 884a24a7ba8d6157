import { ApiProperty } from '@nestjs/swagger';
import { ClinicDto, StaffClinicAddressDto } from '../../clinics';

/** The signed-in staff member (SPEC §3 'Staff-feeding user'). */
export class StaffUserDto {
  /** Always true: only a signed-in member gets this answer. */
  @ApiProperty({ enum: [true] })
  authenticated!: true;
  /** 'gid://shop/Customer/{id}' */
  id!: string;
  email!: string;
  firstName!: string;
  lastName!: string;
  /** Always 'US'. */
  country!: string;
  @ApiProperty({ type: String, nullable: true })
  roleCode!: string | null;
  @ApiProperty({ type: Number, nullable: true })
  graduationYear!: number | null;
  @ApiProperty({ type: String, nullable: true })
  currentSchoolName!: string | null;
  /** Account group and preferred ship-to are both present (libs/identity isStaffRegistered). */
  isRegistered!: boolean;
  /** The account group is in PD_ELIGIBLE_ACCOUNT_GROUPS (SPEC §6). */
  isEligibleForPd!: boolean;
  @ApiProperty({ type: String, nullable: true })
  SAP_CustomerAccountGroup!: string | null;
  @ApiProperty({ type: String, nullable: true })
  SF_PreferedShipTo!: string | null;
  @ApiProperty({ type: String, nullable: true })
  SF_StoreSoldTo!: string | null;
  /** The ZIP stock and delivery are worked out for: the clinic's. */
  @ApiProperty({ type: String, nullable: true })
  zipCode!: string | null;
  @ApiProperty({ type: String, nullable: true })
  clinicZip!: string | null;
  @ApiProperty({ enum: ['home', 'clinic'], nullable: true })
  preferredAddress!: 'home' | 'clinic' | null;
  @ApiProperty({ type: () => StaffClinicAddressDto, nullable: true })
  clinicAddress!: StaffClinicAddressDto | null;
}

/** What joining a clinic answers: the clinic, and the member now registered. */
export class JoinClinicAnswerDto {
  clinic!: ClinicDto;
  user!: StaffUserDto;
}

/** The ID token of the session, which the clinic calls send back as `jwt`. */
export class StaffJwtDto {
  jwt!: string;
}
