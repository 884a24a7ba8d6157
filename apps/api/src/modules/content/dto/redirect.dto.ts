import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class RedirectQueryDto {
  /** The path being opened, e.g. '/dog-food'; a query string or fragment is ignored. */
  @IsString()
  @MaxLength(2048)
  @Matches(/^\//, { message: 'path must start with /' })
  path!: string;
}

export class RedirectDto {
  /** The path that matched, normalised (lower case, no trailing slash). */
  path!: string;
  /** A storefront path to navigate to, or an absolute URL when external. */
  target!: string;
  /** True when the browser must leave the storefront (replace location) rather than route internally. */
  external!: boolean;
  @ApiProperty({ enum: [301, 302] })
  statusCode!: 301 | 302;
}
