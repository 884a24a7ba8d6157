import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { OperatorOnly } from '../../platform/operator/operator-only';
import { CacheItemService } from './cache-item.service';
import { DeleteCacheItemRequestDto } from './dto/delete-cache-item-request.dto';

@ApiTags('cache')
@Controller()
export class CacheItemController {
  constructor(private readonly cacheItems: CacheItemService) {}

  /**
   * Drops one key from the shared cache. Answers true when nothing is cached under it any more,
   * false when the cache store failed (SPEC §7, §8). An operator call: needs the operator token.
   */
  @Post('delete-cache-item')
  @OperatorOnly()
  @HttpCode(200)
  @ApiOkResponse({ schema: { type: 'boolean' } })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  deleteCacheItem(@Body() body: DeleteCacheItemRequestDto): Promise<boolean> {
    return this.cacheItems.deleteCacheItem(body.cacheKey);
  }
}
