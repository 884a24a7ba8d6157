import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { isStaffSite, SITE_TITLES, type SiteId } from '@shop/identity';
import { CurrentSite } from './current-site.decorator';
import { SiteDto } from './dto/site.dto';

@ApiTags('site')
@Controller('site')
export class SiteController {
  /** Which site this host serves; the storefront adapts to the answer. */
  @Get()
  getSite(@CurrentSite() siteId: SiteId): SiteDto {
    return { siteId, title: SITE_TITLES[siteId], staff: isStaffSite(siteId) };
  }
}
