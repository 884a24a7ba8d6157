import { AccountEmail } from './account-email';

export class ForgotPasswordRequestDto {
  /** The account's address (any case; surrounding spaces are ignored). */
  @AccountEmail()
  email!: string;
}
