import { ApiProperty } from '@nestjs/swagger';
import { CUSTOMER_NAME_MAX_LENGTH, METAFIELD_TYPE } from '@shop/identity';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { CustomerProfileDto } from './customer-profile.dto';
import { SessionTokenBodyDto } from '../../../platform/auth';

export const MAX_METAFIELDS_PER_UPDATE = 10;

/**
 * One metafield to create or overwrite. Only SPEC §3's metafields are kept; an unknown key, a
 * bad value (over 255 characters, a line break, not one of the key's values) comes back in
 * userErrors rather than failing the whole update.
 */
export class MetafieldInputDto {
  @ApiProperty({ maxLength: 64, example: 'profeeding' })
  @IsString()
  @MaxLength(64)
  namespace!: string;

  @ApiProperty({ maxLength: 64, example: 'preferred_address' })
  @IsString()
  @MaxLength(64)
  key!: string;

  @ApiProperty({ maxLength: 1000, example: 'clinic' })
  @IsString()
  @MaxLength(1000)
  value!: string;

  @ApiProperty({ maxLength: 64, required: false, nullable: true, example: METAFIELD_TYPE })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  type?: string | null;
}

/** What to change; fields left out stay as they are. */
export class CustomerUpdateInputDto {
  @ApiProperty({ maxLength: CUSTOMER_NAME_MAX_LENGTH, required: false })
  @IsOptional()
  @IsString()
  @MaxLength(CUSTOMER_NAME_MAX_LENGTH)
  firstName?: string;

  @ApiProperty({ maxLength: CUSTOMER_NAME_MAX_LENGTH, required: false })
  @IsOptional()
  @IsString()
  @MaxLength(CUSTOMER_NAME_MAX_LENGTH)
  lastName?: string;

  /** null or '' removes the phone. */
  @ApiProperty({ maxLength: 30, required: false, nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string | null;

  @IsOptional()
  @IsBoolean()
  acceptsMarketing?: boolean;

  @ApiProperty({
    type: MetafieldInputDto,
    isArray: true,
    maxItems: MAX_METAFIELDS_PER_UPDATE,
    required: false,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_METAFIELDS_PER_UPDATE)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => MetafieldInputDto)
  metafields?: MetafieldInputDto[];
}

export class UpdateCustomerRequestDto extends SessionTokenBodyDto {
  /** The signed-in customer's own id ('gid://shop/Customer/{uuid}'); any other answers 404. */
  @IsString()
  @MaxLength(100)
  customerId!: string;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => CustomerUpdateInputDto)
  updateInput!: CustomerUpdateInputDto;
}

/** A part of the update that was refused; the other parts were saved. */
export class CustomerUserErrorDto {
  /** Path to the refused input, e.g. ['metafields', '0', 'value'] or ['phone']. */
  field!: string[];
  message!: string;
  /**
   * Stable reason: UNKNOWN_METAFIELD, INVALID_TYPE, BLANK, NOT_SINGLE_LINE, TOO_LONG, INVALID_VALUE,
   * STAFF_ONLY, READ_ONLY (set by joining a clinic), HOME_DELIVERY_ONLY, INVALID_PHONE.
   */
  code!: string;
}

/** SPEC §7 update-customer: the customer after the update, and what was refused (SPEC §5: the client records nothing then). */
export class UpdateCustomerResultDto {
  customer!: CustomerProfileDto;
  userErrors!: CustomerUserErrorDto[];
}

export class DeleteMetafieldRequestDto extends SessionTokenBodyDto {
  /** A metafield's id as the profile gives it ('gid://shop/Metafield/...'). */
  @IsString()
  @MaxLength(100)
  metafieldId!: string;
}

export class DeleteMetafieldResultDto {
  deletedMetafieldId!: string;
}
