import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../../platform/validation/is-email-address';
import { trimmed } from './trimmed';

export class ForgotPasswordRequestDto {
  /** The account's address (any case; surrounding spaces are ignored). */
  @Transform(trimmed)
  @IsString()
  @MaxLength(254)
  @ApiProperty({ format: 'email', maxLength: 254 })
  @IsEmailAddress()
  email!: string;
}
