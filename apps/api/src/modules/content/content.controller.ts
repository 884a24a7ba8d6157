import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import type { SiteId } from '@shop/identity';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CurrentSite } from '../../platform/site/current-site.decorator';
import { ContentService } from './content.service';
import { AnnouncementsDto } from './dto/announcements.dto';
import { BannersDto, BannersRequestDto } from './dto/banners.dto';
import { ContentPageDto } from './dto/content-page.dto';
import { ContentFooterDto } from './dto/footer.dto';
import { GetGlobalsRequestDto, GlobalsResponseDto } from './dto/globals.dto';
import { ContentHeaderDto } from './dto/header.dto';
import { PageByNameRequestDto, PageSlugQueryDto, PlpPageRequestDto } from './dto/page-lookup-request.dto';
import { PasswordProtectDto } from './dto/password-protect.dto';
import { RedirectDto, RedirectQueryDto } from './dto/redirect.dto';
import { SkusWithDealDto } from './dto/skus-with-deal.dto';

/** The storefront's CMS calls (SPEC §7 'Content'); every answer is for the site of the request's host. */
@ApiTags('content')
@Controller('cms/v1.0')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  /** Site settings (free-shipping threshold, ZIP bypass, support contacts...), optionally only some keys. */
  @Post('get-globals')
  @HttpCode(200)
  @ApiBody({ type: GetGlobalsRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getGlobals(@CurrentSite() site: SiteId, @Body() body: GetGlobalsRequestDto): Promise<GlobalsResponseDto> {
    return this.content.getGlobals(site, body.fields);
  }

  /** Messages for the announcement bar that are live right now. */
  @Post('get-announcements')
  @HttpCode(200)
  getAnnouncements(@CurrentSite() site: SiteId): Promise<AnnouncementsDto> {
    return this.content.getAnnouncements(site);
  }

  @Get('get-header')
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getHeader(@CurrentSite() site: SiteId): Promise<ContentHeaderDto> {
    return this.content.getHeader(site);
  }

  @Get('get-footer')
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getFooter(@CurrentSite() site: SiteId): Promise<ContentFooterDto> {
    return this.content.getFooter(site);
  }

  /** Banners shown across the whole site, optionally for one placement. */
  @Post('get-sitewide-banners')
  @HttpCode(200)
  @ApiBody({ type: BannersRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getSitewideBanners(@CurrentSite() site: SiteId, @Body() body: BannersRequestDto): Promise<BannersDto> {
    return this.content.getBanners('sitewide', site, body.placement);
  }

  /** Promotion banners, optionally for one placement (home, plp, cart...). */
  @Post('get-promotion-banners')
  @HttpCode(200)
  @ApiBody({ type: BannersRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getPromotionBanners(@CurrentSite() site: SiteId, @Body() body: BannersRequestDto): Promise<BannersDto> {
    return this.content.getBanners('promotion', site, body.placement);
  }

  /** SKUs that get the deal badge. */
  @Post('get-skus-with-deal')
  @HttpCode(200)
  getSkusWithDeal(@CurrentSite() site: SiteId): Promise<SkusWithDealDto> {
    return this.content.getSkusWithDeal(site);
  }

  /** Whether the site is behind its password page, and that page's text. */
  @Get('get-password-protect')
  getPasswordProtect(@CurrentSite() site: SiteId): Promise<PasswordProtectDto> {
    return this.content.getPasswordProtect(site);
  }

  /** A published page by name (HomePage, Cart, ErrorPage...); 404 PAGE_NOT_FOUND otherwise. */
  @Post('get-page-by-name')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getPageByName(@CurrentSite() site: SiteId, @Body() body: PageByNameRequestDto): Promise<ContentPageDto> {
    return this.content.getPageByName(body.name, site);
  }

  /** The published page at /{slug}; 404 PAGE_NOT_FOUND for drafts, archived, other-site and unknown pages. */
  @Get('get-page-by-slug')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getPageBySlug(@CurrentSite() site: SiteId, @Query() query: PageSlugQueryDto): Promise<ContentPageDto> {
    return this.content.getPageBySlug(query.slug, site);
  }

  /** Content shown above a product listing, e.g. slug 'dog' or 'dog/dry-food'. */
  @Post('get-plp-page-by-slug')
  @HttpCode(200)
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getPlpPageBySlug(@CurrentSite() site: SiteId, @Body() body: PlpPageRequestDto): Promise<ContentPageDto> {
    return this.content.getPlpPageBySlug(body.slug, site);
  }

  /**
   * The server-side redirect for a path (SPEC §2): follow an internal target in the router, replace
   * the location for an external one. 404 REDIRECT_NOT_FOUND when the path is not redirected.
   */
  @Get('get-redirect')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  lookupRedirect(@CurrentSite() site: SiteId, @Query() query: RedirectQueryDto): Promise<RedirectDto> {
    return this.content.lookupRedirect(query.path, site);
  }
}
