import { IsBoolean, IsOptional } from 'class-validator';
import { SessionTokenBodyDto } from '../../../platform/auth';

/** SPEC §7 refresh-session-token. */
export class RefreshSessionTokenRequestDto extends SessionTokenBodyDto {
  /** Replace the token: the answer and the cookie carry a new one and the old one stops working. */
  @IsOptional()
  @IsBoolean()
  forceRefreshToken?: boolean;
}
