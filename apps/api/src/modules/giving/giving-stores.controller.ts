import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { SiteId } from '@shop/identity';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CurrentSite } from '../../platform/site/current-site.decorator';
import { GivingStoreDto, SiteGivingStoreDto } from './dto/giving-store.dto';
import { GivingStoreCall, GivingStoreId } from './giving-store-id.decorator';
import { GivingStoresService } from './giving-stores.service';

/** SPEC §7 charitable-giving provider, service 'stores'. */
@ApiTags('giving')
@Controller('giving/stores')
export class GivingStoresController {
  constructor(private readonly stores: GivingStoresService) {}

  /** The store's configuration (SPEC §3): campaigns, segments, multipliers, default donation and causes. */
  @Get('cc-small/none')
  @GivingStoreCall()
  getGivingStore(@GivingStoreId() storeId: string): Promise<GivingStoreDto> {
    return this.stores.storeDto(storeId);
  }

  /** The giving store of the site this request is for (by its host), so a page knows its x-store-id. */
  @Get('for-site')
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'GIVING_STORE_NOT_FOUND: the site has no giving store',
  })
  getSiteGivingStore(@CurrentSite() site: SiteId): Promise<SiteGivingStoreDto> {
    return this.stores.siteStore(site);
  }
}
