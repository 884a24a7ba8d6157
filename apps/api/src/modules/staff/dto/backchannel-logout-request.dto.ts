import { IsString, MaxLength, MinLength } from 'class-validator';

/** What the identity provider posts (form-encoded) when a member's session there ends. */
export class BackchannelLogoutRequestDto {
  /** A JWT signed by the provider (OpenID Connect Back-Channel Logout 1.0). */
  @IsString()
  @MinLength(1)
  @MaxLength(8192)
  logout_token!: string;
}
