import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { SiteId } from '@shop/identity';
import type { Env } from '../../platform/config/env.schema';
import { NotFoundError } from '../../platform/errors/app-error';
import type { BannerPlacement } from './content-components';
import { ContentCache } from './content-cache';
import type { ContentImport } from './content-import';
import {
  toAnnouncementDto,
  toBannerDto,
  toFooterDto,
  toHeaderDto,
  toPageDto,
  toPasswordProtectDto,
} from './content.mapper';
import { ContentRepository, type BannerKind, type PageLookup } from './content.repository';
import type { AnnouncementsDto } from './dto/announcements.dto';
import type { BannersDto } from './dto/banners.dto';
import type { ContentPageDto } from './dto/content-page.dto';
import type { ContentFooterDto } from './dto/footer.dto';
import type { GlobalsResponseDto } from './dto/globals.dto';
import type { ContentHeaderDto } from './dto/header.dto';
import type { PasswordProtectDto } from './dto/password-protect.dto';
import type { RedirectDto } from './dto/redirect.dto';
import type { SkusWithDeal } from './dto/skus-with-deal.dto';
import { pickGlobals, resolveGlobals } from './globals-resolution';
import { resolveRedirect, type StoredRedirect } from './redirect-resolution';

/** Pages the storefront reads by name for another route (SPEC §2 carousels, error page). */
const SLUGS_SHOWN_ELSEWHERE: ReadonlySet<string> = new Set(['home', 'cart', 'error']);

/**
 * Every content read for the storefront, per site. Only published pages of the requesting site are
 * ever served. Answers of GET calls are kept whole by the HTTP edge (CachedAnswers, in ContentCache);
 * this service caches, in the same ContentCache, what POST calls and other modules read (settings,
 * banners, deals, pages by name, the redirect table, the page index).
 */
@Injectable()
export class ContentService {
  private readonly zipBypass: boolean;

  constructor(
    private readonly repository: ContentRepository,
    private readonly cache: ContentCache,
    config: ConfigService<Env, true>,
  ) {
    this.zipBypass = config.get('ZIP_VALIDATION_BYPASS', { infer: true });
  }

  /** The site's settings; zipBypass is also on while the API itself bypasses ZIP validation, so both agree. */
  async getGlobals(site: SiteId, fields?: string[]): Promise<GlobalsResponseDto> {
    const globals = await this.cache.read(`globals:${site}`, async () =>
      resolveGlobals(await this.repository.globals(site), site),
    );
    const effective = { ...globals, zipBypass: globals.zipBypass === true || this.zipBypass };
    return { globals: pickGlobals(effective, fields) };
  }

  getAnnouncements(site: SiteId): Promise<AnnouncementsDto> {
    return this.cache.read(`announcements:${site}`, async () => ({
      announcements: (await this.repository.liveAnnouncements(site)).map(toAnnouncementDto),
    }));
  }

  async getHeader(site: SiteId): Promise<ContentHeaderDto> {
    const row = await this.repository.header(site);
    if (!row) throw new NotFoundError('HEADER_NOT_FOUND', `No header is set up for the ${site} site`);
    return toHeaderDto(row);
  }

  async getFooter(site: SiteId): Promise<ContentFooterDto> {
    const row = await this.repository.footer(site);
    if (!row) throw new NotFoundError('FOOTER_NOT_FOUND', `No footer is set up for the ${site} site`);
    return toFooterDto(row);
  }

  async getBanners(kind: BannerKind, site: SiteId, placement?: BannerPlacement): Promise<BannersDto> {
    const banners = await this.cache.read(`banners:${kind}:${site}`, async () =>
      (await this.repository.activeBanners(kind, site)).map(toBannerDto),
    );
    return { banners: placement ? banners.filter((b) => b.placement === placement) : banners };
  }

  getSkusWithDeal(site: SiteId): Promise<SkusWithDeal> {
    return this.cache.read(`deal-map:${site}`, async () =>
      Object.fromEntries((await this.repository.dealSkus(site)).map((sku) => [sku, true as const])),
    );
  }

  async getPasswordProtect(site: SiteId): Promise<PasswordProtectDto> {
    return toPasswordProtectDto(await this.repository.passwordProtect(site));
  }

  getPageByName(name: string, site: SiteId): Promise<ContentPageDto> {
    return this.cache.read(`page:name:${name}:${site}`, () =>
      this.publishedPage({ name }, site, `named '${name}'`),
    );
  }

  getPageBySlug(slug: string, site: SiteId): Promise<ContentPageDto> {
    return this.publishedPage({ slug, kind: 'page' }, site, `at '/${slug}'`);
  }

  /** Misses throw inside the read, so they are not cached: a flood of unknown slugs cannot fill the cache. */
  getPlpPageBySlug(slug: string, site: SiteId): Promise<ContentPageDto> {
    return this.cache.read(`plp:slug:${slug}:${site}`, () =>
      this.publishedPage({ slug, kind: 'plp' }, site, `for the listing '/products/${slug}'`),
    );
  }

  /** Whether /{slug} is a published page of this site; one cached index per site answers every path. */
  async hasPublishedPage(slug: string, site: SiteId): Promise<boolean> {
    const slugs = await this.cache.read(`page-slugs:${site}`, () => this.repository.publishedPageSlugs(site));
    return slugs.includes(slug);
  }

  /**
   * The /{slug} content pages search engines are given: every published page of this site but the
   * ones the storefront shows under another path or not as a page of its own (the home page's
   * content is '/', the cart's carousels belong to /cart, the error page to unknown paths).
   */
  async indexablePageSlugs(site: SiteId): Promise<string[]> {
    const slugs = await this.cache.read(`page-slugs:${site}`, () => this.repository.publishedPageSlugs(site));
    return slugs.filter((slug) => !SLUGS_SHOWN_ELSEWHERE.has(slug)).sort();
  }

  /** The server-side redirect for a path on this site (SPEC §2), or null when it is not redirected. */
  async findRedirect(path: string, site: SiteId): Promise<RedirectDto | null> {
    const table = await this.cache.read(`redirects:${site}`, async () =>
      (await this.repository.redirects(site)).map((r): [string, StoredRedirect] => [
        r.fromPath,
        { target: r.target, statusCode: r.statusCode },
      ]),
    );
    return resolveRedirect(path, new Map(table));
  }

  /** GET get-redirect: 404 REDIRECT_NOT_FOUND when the path is not redirected. */
  async lookupRedirect(path: string, site: SiteId): Promise<RedirectDto> {
    const redirect = await this.findRedirect(path, site);
    if (!redirect) throw new NotFoundError('REDIRECT_NOT_FOUND', `No redirect is set up for '${path}'`);
    return redirect;
  }

  /** Adds the content that is missing (never overwriting an editor's rows); answers how many rows it wrote. */
  async addMissing(content: ContentImport): Promise<number> {
    const written = await this.repository.insertMissing(content);
    // A restart that finds everything in place leaves the shared cache as it is.
    if (written > 0) await this.cache.bump();
    return written;
  }

  private async publishedPage(lookup: PageLookup, site: SiteId, what: string): Promise<ContentPageDto> {
    const row = await this.repository.publishedPage(lookup, site);
    if (!row)
      throw new NotFoundError('PAGE_NOT_FOUND', `Page not found: no published page ${what} on this site`);
    return toPageDto(row, site);
  }
}
