import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { trimmed } from './trimmed';

export class ForgotPasswordRequestDto {
  /** The account's address (any case; surrounding spaces are ignored). */
  @Transform(trimmed)
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an email address' })
  email!: string;
}
