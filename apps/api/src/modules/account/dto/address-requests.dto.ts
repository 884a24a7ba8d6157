import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { AddressInputDto } from '../../../platform/postal-address/address.dto';
import { SessionTokenBodyDto } from '../../../platform/auth';

/** Longest record id accepted ('gid://shop/MailingAddress/{uuid}' is 63 characters). */
export const RECORD_ID_MAX_LENGTH = 100;

export class CustomerAddressCreateRequestDto extends SessionTokenBodyDto {
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => AddressInputDto)
  address!: AddressInputDto;
}

export class CustomerAddressUpdateRequestDto extends SessionTokenBodyDto {
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => AddressInputDto)
  address!: AddressInputDto;

  /** The address's id ('gid://shop/MailingAddress/{uuid}'). */
  @IsString()
  @MaxLength(RECORD_ID_MAX_LENGTH)
  id!: string;
}

export class CustomerAddressDeleteRequestDto extends SessionTokenBodyDto {
  /** The address's id ('gid://shop/MailingAddress/{uuid}'). */
  @IsString()
  @MaxLength(RECORD_ID_MAX_LENGTH)
  id!: string;
}

export class UpdateCustomerDefaultAddressRequestDto extends SessionTokenBodyDto {
  /** The id of one of the customer's addresses ('gid://shop/MailingAddress/{uuid}'). */
  @IsString()
  @MaxLength(RECORD_ID_MAX_LENGTH)
  addressId!: string;
}
