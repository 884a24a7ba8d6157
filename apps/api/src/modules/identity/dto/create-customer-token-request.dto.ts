import { CUSTOMER_NAME_MAX_LENGTH } from '@shop/identity';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AccountEmail } from './account-email';

/**
 * SPEC §7 create-customer-token: sign in with email and password (`key`), or, with both names,
 * create a consumer account and sign in.
 */
export class CreateCustomerTokenRequestDto {
  /** The account's address (any case; surrounding spaces are ignored). */
  @AccountEmail()
  email!: string;

  /** With last_name: create an account when the address has none. */
  @IsOptional()
  @IsString()
  @MaxLength(CUSTOMER_NAME_MAX_LENGTH)
  first_name?: string;

  @IsOptional()
  @IsString()
  @MaxLength(CUSTOMER_NAME_MAX_LENGTH)
  last_name?: string;

  /** The password. A new one needs 8 to 256 characters and must not be a common password. */
  @IsString()
  @MaxLength(1024)
  key!: string;
}
