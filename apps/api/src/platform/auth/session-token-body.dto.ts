import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The optional `sessionToken` body field SPEC §7's signed-in calls send. Extend it in a signed-in
 * call's body DTO so the field passes validation (SessionGuard has already checked it).
 */
export class SessionTokenBodyDto {
  /** The session token, when not sent as a Bearer header or the cookie. */
  @IsOptional()
  @IsString()
  @MaxLength(128)
  sessionToken?: string;
}
