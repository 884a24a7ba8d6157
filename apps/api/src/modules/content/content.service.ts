import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { pageTitle, SITE_TITLES, type SiteId } from '@shop/identity';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { NotFoundError } from '../../platform/errors/app-error';
import type { BannerPlacement, ContentComponent } from './content-components';
import { ContentCache } from './content-cache';
import {
  contentAnnouncements,
  contentBanners,
  contentDeals,
  contentFooters,
  contentGlobals,
  contentHeaders,
  contentPages,
  contentPasswordProtect,
  contentRedirects,
  type ContentPageRow,
  type StoredLink,
} from './content.schema';
import type { AnnouncementsDto } from './dto/announcements.dto';
import type { BannersDto } from './dto/banners.dto';
import type { ContentComponentDto } from './dto/content-component.dto';
import type { ContentLinkDto } from './dto/content-link.dto';
import type { ContentPageDto } from './dto/content-page.dto';
import type { ContentFooterDto } from './dto/footer.dto';
import type { GlobalsResponseDto } from './dto/globals.dto';
import type { ContentHeaderDto } from './dto/header.dto';
import type { PasswordProtectDto } from './dto/password-protect.dto';
import type { RedirectDto } from './dto/redirect.dto';
import type { SkusWithDeal } from './dto/skus-with-deal.dto';
import { pickGlobals, resolveGlobals } from './globals-resolution';
import { linkTargetKind } from './link-target';
import { resolveRedirect, type StoredRedirect } from './redirect-resolution';
import { scopesVisibleOn } from './site-scope';

type BannerKind = 'sitewide' | 'promotion';

/**
 * Every content read for the storefront, per site, cached (see ContentCache). Only published
 * pages of the requesting site are ever served.
 */
@Injectable()
export class ContentService {
  private readonly zipBypass: boolean;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly cache: ContentCache,
    config: ConfigService<Env, true>,
  ) {
    this.zipBypass = config.get('ZIP_VALIDATION_BYPASS', { infer: true });
  }

  /** The site's settings; zipBypass is also on while the API itself bypasses ZIP validation, so both agree. */
  async getGlobals(site: SiteId, fields?: string[]): Promise<GlobalsResponseDto> {
    const globals = await this.cache.read(`globals:${site}`, async () =>
      resolveGlobals(
        await this.db
          .select()
          .from(contentGlobals)
          .where(inArray(contentGlobals.site, scopesVisibleOn(site))),
        site,
      ),
    );
    const effective = { ...globals, zipBypass: globals.zipBypass === true || this.zipBypass };
    return { globals: pickGlobals(effective, fields) };
  }

  async getAnnouncements(site: SiteId): Promise<AnnouncementsDto> {
    return this.cache.read(`announcements:${site}`, async () => {
      const rows = await this.db
        .select()
        .from(contentAnnouncements)
        .where(
          and(
            inArray(contentAnnouncements.site, scopesVisibleOn(site)),
            lte(contentAnnouncements.startsAt, sql`now()`),
            or(isNull(contentAnnouncements.endsAt), gt(contentAnnouncements.endsAt, sql`now()`)),
          ),
        )
        .orderBy(asc(contentAnnouncements.position), asc(contentAnnouncements.key));
      return {
        announcements: rows.map((row) => ({
          id: row.key,
          text: row.text,
          link: optionalLink(row.linkLabel, row.linkUrl),
        })),
      };
    });
  }

  getHeader(site: SiteId): Promise<ContentHeaderDto> {
    return this.cache.read(`header:${site}`, async () => {
      const [row] = await this.db.select().from(contentHeaders).where(eq(contentHeaders.site, site));
      if (!row) throw new NotFoundError('HEADER_NOT_FOUND', `No header is set up for the ${site} site`);
      return {
        logo: row.logo,
        links: row.links.map((l) => ({ ...toLink(l), children: l.children.map(toLink) })),
      };
    });
  }

  getFooter(site: SiteId): Promise<ContentFooterDto> {
    return this.cache.read(`footer:${site}`, async () => {
      const [row] = await this.db.select().from(contentFooters).where(eq(contentFooters.site, site));
      if (!row) throw new NotFoundError('FOOTER_NOT_FOUND', `No footer is set up for the ${site} site`);
      return {
        groups: row.groups.map((g) => ({ heading: g.heading, links: g.links.map(toLink) })),
        legalText: row.legalText,
      };
    });
  }

  async getBanners(kind: BannerKind, site: SiteId, placement?: BannerPlacement): Promise<BannersDto> {
    const { banners } = await this.cache.read(`banners:${kind}:${site}`, async () => {
      const rows = await this.db
        .select()
        .from(contentBanners)
        .where(
          and(
            eq(contentBanners.kind, kind),
            eq(contentBanners.active, true),
            inArray(contentBanners.site, scopesVisibleOn(site)),
          ),
        )
        .orderBy(asc(contentBanners.position), asc(contentBanners.key));
      return {
        banners: rows.map((row) => ({
          id: row.key,
          headline: row.headline,
          body: row.body,
          link: optionalLink(row.linkLabel, row.linkUrl),
          image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null,
          placement: row.placement,
        })),
      };
    });
    return { banners: placement ? banners.filter((b) => b.placement === placement) : banners };
  }

  async getSkusWithDeal(site: SiteId): Promise<SkusWithDeal> {
    return this.cache.read(`deal-map:${site}`, async () => {
      const rows = await this.db
        .selectDistinct({ sku: contentDeals.sku })
        .from(contentDeals)
        .where(inArray(contentDeals.site, scopesVisibleOn(site)))
        .orderBy(asc(contentDeals.sku));
      return Object.fromEntries(rows.map((row) => [row.sku, true as const]));
    });
  }

  /** Disabled when the site has no gate configured. */
  async getPasswordProtect(site: SiteId): Promise<PasswordProtectDto> {
    return this.cache.read(`password-protect:${site}`, async () => {
      const [row] = await this.db
        .select()
        .from(contentPasswordProtect)
        .where(eq(contentPasswordProtect.site, site));
      return row
        ? { enabled: row.enabled, heading: row.heading, message: row.message }
        : { enabled: false, heading: '', message: '' };
    });
  }

  getPageByName(name: string, site: SiteId): Promise<ContentPageDto> {
    return this.publishedPage(
      `page:name:${name}:${site}`,
      eq(contentPages.name, name),
      site,
      `named '${name}'`,
    );
  }

  getPageBySlug(slug: string, site: SiteId): Promise<ContentPageDto> {
    const where = and(eq(contentPages.slug, slug), eq(contentPages.kind, 'page')) as SQL;
    return this.publishedPage(`page:slug:${slug}:${site}`, where, site, `at '/${slug}'`);
  }

  getPlpPageBySlug(slug: string, site: SiteId): Promise<ContentPageDto> {
    const where = and(eq(contentPages.slug, slug), eq(contentPages.kind, 'plp')) as SQL;
    return this.publishedPage(`plp:slug:${slug}:${site}`, where, site, `for the listing '/products/${slug}'`);
  }

  /** The server-side redirect for a path on this site (SPEC §2). */
  async lookupRedirect(path: string, site: SiteId): Promise<RedirectDto> {
    const table = await this.cache.read(`redirects:${site}`, async () => {
      const rows = await this.db
        .select()
        .from(contentRedirects)
        .where(inArray(contentRedirects.site, scopesVisibleOn(site)));
      // A site's own redirect wins over a shared one for the same path.
      const ordered = [...rows.filter((r) => r.site === 'both'), ...rows.filter((r) => r.site === site)];
      return ordered.map((r): [string, StoredRedirect] => [
        r.fromPath,
        { target: r.target, statusCode: r.statusCode },
      ]);
    });
    const redirect = resolveRedirect(path, new Map(table));
    if (!redirect) throw new NotFoundError('REDIRECT_NOT_FOUND', `No redirect is set up for '${path}'`);
    return redirect;
  }

  /** Misses throw inside the read, so they are not cached: a flood of unknown slugs cannot fill the cache. */
  private publishedPage(cacheName: string, where: SQL, site: SiteId, what: string): Promise<ContentPageDto> {
    return this.cache.read(cacheName, async () => {
      const [row] = await this.db
        .select()
        .from(contentPages)
        .where(
          and(where, eq(contentPages.status, 'published'), inArray(contentPages.site, scopesVisibleOn(site))),
        )
        .limit(1);
      if (!row)
        throw new NotFoundError('PAGE_NOT_FOUND', `Page not found: no published page ${what} on this site`);
      return toPageDto(row, site);
    });
  }
}

function toLink(link: StoredLink): ContentLinkDto {
  return { label: link.label, url: link.url, external: linkTargetKind(link.url) === 'external' };
}

function optionalLink(label: string | null, url: string | null): ContentLinkDto | null {
  return url ? toLink({ label: label ?? '', url }) : null;
}

function toPageDto(row: ContentPageRow, site: SiteId): ContentPageDto {
  const title = site === 'HPSF' && row.staffTitle ? row.staffTitle : row.title;
  return {
    slug: row.slug,
    name: row.name,
    title,
    documentTitle: pageTitle(title, SITE_TITLES[site]),
    description: row.description,
    components: row.components.map((component, index) =>
      toComponentDto(component, index === row.components.length - 1),
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toComponentDto(component: ContentComponent, isLast: boolean): ContentComponentDto {
  return component.type === 'product_carousel' ? { ...component, isLastComponent: isLast } : component;
}
