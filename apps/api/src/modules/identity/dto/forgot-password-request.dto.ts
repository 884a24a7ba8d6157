import { IsEmail, IsString, MaxLength } from 'class-validator';

export class ForgotPasswordRequestDto {
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an email address' })
  email!: string;
}
