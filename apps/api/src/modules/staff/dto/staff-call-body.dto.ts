import { IsString, MaxLength, MinLength } from 'class-validator';
import { SessionTokenBodyDto } from '../../../platform/auth';

/**
 * What every clinic call of SPEC §7 carries besides its own fields: `jwt`, the identity provider's
 * ID token of the session (it must be this session's, or 401 JWT_MISMATCH), and optionally
 * `sessionToken` (else the Bearer header or the cookie authenticates).
 */
export class StaffCallBodyDto extends SessionTokenBodyDto {
  /** The ID token the session was started with (POST /api/{identity}/jwt gives it). */
  @IsString()
  @MinLength(1)
  @MaxLength(8192)
  jwt!: string;
}
