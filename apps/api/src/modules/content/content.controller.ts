import { Body, Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { SiteId } from '@shop/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CachedAnswers } from '../../platform/http/cached-answers';
import type { JsonBody } from '../../platform/http/json-bytes';
import { ReadOnlyPost } from '../../platform/openapi/read-only-post';
import { CurrentSite } from '../../platform/site/current-site.decorator';
import { ContentCache } from './content-cache';
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
import { SKUS_WITH_DEAL_SCHEMA, type SkusWithDeal } from './dto/skus-with-deal.dto';

/**
 * The storefront's CMS calls (SPEC §7 'Content'); every answer is for the site of the request's
 * host. GET answers go through the HTTP edge (CachedAnswers): kept as bytes with ETag and
 * Cache-Control until the content changes.
 */
@ApiTags('content')
@Controller('cms/v1.0')
export class ContentController {
  constructor(
    private readonly content: ContentService,
    private readonly cache: ContentCache,
    private readonly answers: CachedAnswers,
  ) {}

  /** Site settings (free-shipping threshold, ZIP bypass, support contacts...), optionally only some keys. */
  @ReadOnlyPost('get-globals')
  @ApiBody({ type: GetGlobalsRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getGlobals(@CurrentSite() site: SiteId, @Body() body: GetGlobalsRequestDto): Promise<GlobalsResponseDto> {
    return this.content.getGlobals(site, body.fields);
  }

  /** Messages for the announcement bar that are live right now. */
  @ReadOnlyPost('get-announcements')
  getAnnouncements(@CurrentSite() site: SiteId): Promise<AnnouncementsDto> {
    return this.content.getAnnouncements(site);
  }

  @Get('get-header')
  @ApiOkResponse({ type: ContentHeaderDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getHeader(
    @CurrentSite() site: SiteId,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ContentHeaderDto> | undefined> {
    return this.answers.reply(request, reply, {}, this.cache, () => this.content.getHeader(site));
  }

  @Get('get-footer')
  @ApiOkResponse({ type: ContentFooterDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getFooter(
    @CurrentSite() site: SiteId,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ContentFooterDto> | undefined> {
    return this.answers.reply(request, reply, {}, this.cache, () => this.content.getFooter(site));
  }

  /** Banners shown across the whole site, optionally for one placement. */
  @ReadOnlyPost('get-sitewide-banners')
  @ApiBody({ type: BannersRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getSitewideBanners(@CurrentSite() site: SiteId, @Body() body: BannersRequestDto): Promise<BannersDto> {
    return this.content.getBanners('sitewide', site, body.placement);
  }

  /** Promotion banners, optionally for one placement (home, plp, cart...). */
  @ReadOnlyPost('get-promotion-banners')
  @ApiBody({ type: BannersRequestDto, required: false })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getPromotionBanners(@CurrentSite() site: SiteId, @Body() body: BannersRequestDto): Promise<BannersDto> {
    return this.content.getBanners('promotion', site, body.placement);
  }

  /** SKUs that get the deal badge. */
  @ReadOnlyPost('get-skus-with-deal')
  @ApiOkResponse({ schema: SKUS_WITH_DEAL_SCHEMA })
  getSkusWithDeal(@CurrentSite() site: SiteId): Promise<SkusWithDeal> {
    return this.content.getSkusWithDeal(site);
  }

  /** Whether the site is behind its password page, and that page's text. */
  @Get('get-password-protect')
  @ApiOkResponse({ type: PasswordProtectDto })
  getPasswordProtect(
    @CurrentSite() site: SiteId,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<PasswordProtectDto> | undefined> {
    return this.answers.reply(request, reply, {}, this.cache, () => this.content.getPasswordProtect(site));
  }

  /** A published page by name (HomePage, Cart, ErrorPage...); 404 PAGE_NOT_FOUND otherwise. */
  @ReadOnlyPost('get-page-by-name')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getPageByName(@CurrentSite() site: SiteId, @Body() body: PageByNameRequestDto): Promise<ContentPageDto> {
    return this.content.getPageByName(body.name, site);
  }

  /** The published page at /{slug}; 404 PAGE_NOT_FOUND for drafts, archived, other-site and unknown pages. */
  @Get('get-page-by-slug')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiOkResponse({ type: ContentPageDto })
  getPageBySlug(
    @CurrentSite() site: SiteId,
    @Query() query: PageSlugQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ContentPageDto> | undefined> {
    return this.answers.reply(request, reply, query, this.cache, () =>
      this.content.getPageBySlug(query.slug, site),
    );
  }

  /** Content shown above a product listing, e.g. slug 'dog' or 'dog/dry-food'. */
  @ReadOnlyPost('get-plp-page-by-slug')
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
  @ApiOkResponse({ type: RedirectDto })
  lookupRedirect(
    @CurrentSite() site: SiteId,
    @Query() query: RedirectQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<RedirectDto> | undefined> {
    return this.answers.reply(request, reply, query, this.cache, () =>
      this.content.lookupRedirect(query.path, site),
    );
  }
}
