import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GIVING_SERVICES } from '@shop/giving';
import { IsStorableJsonObject } from './json-object.validator';

/**
 * SPEC §7's proxy form, for clients that cannot set the x-store-id header: the call's method,
 * service and endpoint, and its data (the query of a GET, the body otherwise). Without x-store-id
 * the site's own store is used.
 */
export class GivingProxyRequestDto {
  @IsIn(['GET', 'POST', 'PUT'])
  method!: 'GET' | 'POST' | 'PUT';

  @IsIn(GIVING_SERVICES)
  @ApiProperty({ enum: GIVING_SERVICES })
  service!: (typeof GIVING_SERVICES)[number];

  /** The endpoint under the service, e.g. '/search' or '/{trackingId}/set-cause'. */
  @IsString()
  @MaxLength(200)
  @Matches(/^\/[A-Za-z0-9_/-]*$/, { message: 'endpoint must be a path like /search' })
  endpoint!: string;

  @IsOptional()
  @IsStorableJsonObject(65536)
  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  data?: Record<string, unknown> | null;
}
