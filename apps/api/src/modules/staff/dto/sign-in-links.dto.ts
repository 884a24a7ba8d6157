import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export class LoginQueryDto {
  /**
   * The page to come back to, as a path on this site with its query ('/products?sort=new'); anything
   * else (another host, '//host', a backslash) is ignored and home is used.
   */
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  returnTo?: string;
}

/** Where the browser goes to finish signing out. */
export class StaffLogoutAnswerDto {
  /** The identity provider's end-session address (RP-initiated logout), or '/' when there is none. */
  redirectTo!: string;
}

/** The back-channel logout was carried out. */
export class StaffBackchannelAnswerDto {
  @ApiProperty({ enum: [true] })
  ok!: true;
}
