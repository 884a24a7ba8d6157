export class PasswordProtectDto {
  /** When true the storefront shows the password page instead of the shop. */
  enabled!: boolean;
  heading!: string;
  message!: string;
}
