import { IsString, Length, MaxLength } from 'class-validator';

export class ResetPasswordRequestDto {
  /** The token from the link in the reset mail. */
  @IsString()
  @Length(1, 128)
  token!: string;

  /** The new password: 8 to 256 characters, not a common password. */
  @IsString()
  @MaxLength(1024)
  password!: string;
}
