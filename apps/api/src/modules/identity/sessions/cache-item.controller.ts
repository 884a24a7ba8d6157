import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../../platform/errors/error-body.dto';
import { OPERATOR_AUTH } from '../../../platform/operator/operator-only';
import { SESSION_AUTH } from '../../../platform/openapi/openapi';
import { RateLimitTier } from '../../../platform/rate-limit/rate-limiting';
import { CacheItemService } from './cache-item.service';
import { DeleteCacheItemRequestDto } from '../dto/delete-cache-item-request.dto';

@ApiTags('cache')
@Controller()
export class CacheItemController {
  constructor(private readonly cacheItems: CacheItemService) {}

  /**
   * Drops one key from the shared cache. An operator (Bearer OPERATOR_TOKEN) may drop any key; a
   * signed-in customer only their own session's entry (the `cacheKey` of the sign-in answer,
   * which sign-out deletes, SPEC §4). Answers true when nothing is cached under the key any more,
   * false when the caller may not delete it or the cache failed (SPEC §7, §8).
   */
  @Post('delete-cache-item')
  @HttpCode(200)
  @RateLimitTier('operator')
  @ApiSecurity(OPERATOR_AUTH)
  @ApiSecurity(SESSION_AUTH)
  @ApiSecurity({})
  @ApiOkResponse({ schema: { type: 'boolean' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  deleteCacheItem(@Req() request: FastifyRequest, @Body() body: DeleteCacheItemRequestDto): Promise<boolean> {
    return this.cacheItems.deleteCacheItem(request, body.cacheKey);
  }
}
