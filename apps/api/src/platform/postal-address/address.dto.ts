import { ApiProperty } from '@nestjs/swagger';
import { ADDRESS_FIELD_LIMITS } from '@shop/identity';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsWellFormedText } from '../validation/well-formed-text';

const L = ADDRESS_FIELD_LIMITS;

/**
 * A delivery address as the shopper enters it (SPEC §3 Address). Within the United States only:
 * the state is given by provinceCode ('CO'), by province ('Colorado') or both when they agree,
 * and the 5-digit ZIP must lie in that state (400 ZIP_STATE_MISMATCH otherwise). Other problems
 * answer 400 INVALID_ADDRESS with one detail per field.
 */
export class AddressInputDto {
  @ApiProperty({ maxLength: L.address1, example: '1 Main St' })
  @IsString()
  @MaxLength(L.address1)
  address1!: string;

  @ApiProperty({ maxLength: L.address2, nullable: true, required: false, example: 'Suite 2' })
  @IsOptional()
  @IsString()
  @MaxLength(L.address2)
  address2?: string | null;

  @ApiProperty({ maxLength: L.city, example: 'Aurora' })
  @IsString()
  @MaxLength(L.city)
  city!: string;

  @ApiProperty({ maxLength: L.province, nullable: true, required: false, example: 'Colorado' })
  @IsOptional()
  @IsString()
  @MaxLength(L.province)
  province?: string | null;

  @ApiProperty({ maxLength: L.provinceCode, nullable: true, required: false, example: 'CO' })
  @IsOptional()
  @IsString()
  @MaxLength(L.provinceCode)
  provinceCode?: string | null;

  @ApiProperty({ maxLength: L.zip, example: '80011' })
  @IsString()
  @MaxLength(L.zip)
  zip!: string;

  /** 'United States' when given; the shop delivers nowhere else. */
  @ApiProperty({ maxLength: L.country, nullable: true, required: false, example: 'United States' })
  @IsOptional()
  @IsString()
  @MaxLength(L.country)
  country?: string | null;

  /** 'US' when given. */
  @ApiProperty({ maxLength: L.countryCode, nullable: true, required: false, example: 'US' })
  @IsOptional()
  @IsString()
  @MaxLength(L.countryCode)
  countryCode?: string | null;

  /** Any common US or international notation, 7 to 15 digits. */
  @ApiProperty({ maxLength: L.phone, nullable: true, required: false, example: '(303) 555-0100' })
  @IsOptional()
  @IsString()
  @MaxLength(L.phone)
  phone?: string | null;
}

/** The recipient's name on a new delivery address (checkout's ship-to, an autoship's new ship-to). */
const RECIPIENT_NAME_MAX_LENGTH = 100;

/** An address for one delivery, with the recipient's name (SPEC §3 Address plus first and last name). */
export class NamedAddressInputDto extends AddressInputDto {
  @ApiProperty({ maxLength: RECIPIENT_NAME_MAX_LENGTH, example: 'Ann' })
  @IsString()
  @MinLength(1)
  @MaxLength(RECIPIENT_NAME_MAX_LENGTH)
  @IsWellFormedText()
  firstName!: string;

  @ApiProperty({ maxLength: RECIPIENT_NAME_MAX_LENGTH, example: 'Lee' })
  @IsString()
  @MinLength(1)
  @MaxLength(RECIPIENT_NAME_MAX_LENGTH)
  @IsWellFormedText()
  lastName!: string;
}

/** A saved address of the signed-in customer (SPEC §3 Address), with its id and whether it is the default. */
export class AddressDto {
  /** 'gid://shop/MailingAddress/{uuid}' */
  id!: string;
  address1!: string;
  address2!: string | null;
  city!: string;
  /** The state's name, e.g. 'Colorado'. */
  province!: string;
  /** The state's USPS code, e.g. 'CO'. */
  provinceCode!: string;
  zip!: string;
  country!: string;
  countryCode!: string;
  phone!: string | null;
  /** Whether this is the customer's default address (exactly one is, when they have any). */
  isDefault!: boolean;
}
