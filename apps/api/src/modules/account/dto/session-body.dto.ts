import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * SPEC §7: most account calls send the session token in the body; the Identity module reads it
 * before validation (a cookie or a Bearer header works as well), so here it only has to be allowed.
 */
export class SessionBodyDto {
  /** The session token, when it is not sent as the cookie or a Bearer header. */
  @IsOptional()
  @IsString()
  @MaxLength(512)
  sessionToken?: string;
}
