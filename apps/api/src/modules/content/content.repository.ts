import { Inject, Injectable } from '@nestjs/common';
import type { SiteId } from '@shop/identity';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { insertMissing } from '../../platform/database/insert-missing';
import type { ContentImport } from './content-import';
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
} from './content.schema';
import { scopesVisibleOn } from './site-scope';

export type BannerKind = 'sitewide' | 'promotion';

/** How a published page is looked up: by its route name, or by slug as a page or a listing's content. */
export type PageLookup = { name: string } | { slug: string; kind: 'page' | 'plp' };

/** The Drizzle queries of the Content module's tables; every read is scoped to what a site may see. */
@Injectable()
export class ContentRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  globals(site: SiteId) {
    return this.db
      .select()
      .from(contentGlobals)
      .where(inArray(contentGlobals.site, scopesVisibleOn(site)));
  }

  /** Announcements live right now, in the editor's order. */
  liveAnnouncements(site: SiteId) {
    return this.db
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
  }

  async header(site: SiteId) {
    const [row] = await this.db.select().from(contentHeaders).where(eq(contentHeaders.site, site));
    return row;
  }

  async footer(site: SiteId) {
    const [row] = await this.db.select().from(contentFooters).where(eq(contentFooters.site, site));
    return row;
  }

  activeBanners(kind: BannerKind, site: SiteId) {
    return this.db
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
  }

  async dealSkus(site: SiteId): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ sku: contentDeals.sku })
      .from(contentDeals)
      .where(inArray(contentDeals.site, scopesVisibleOn(site)))
      .orderBy(asc(contentDeals.sku));
    return rows.map((row) => row.sku);
  }

  async passwordProtect(site: SiteId) {
    const [row] = await this.db
      .select()
      .from(contentPasswordProtect)
      .where(eq(contentPasswordProtect.site, site));
    return row;
  }

  /** The published page a lookup names on this site, if any (drafts and archived pages never). */
  async publishedPage(lookup: PageLookup, site: SiteId): Promise<ContentPageRow | undefined> {
    const where: SQL | undefined =
      'name' in lookup
        ? eq(contentPages.name, lookup.name)
        : and(eq(contentPages.slug, lookup.slug), eq(contentPages.kind, lookup.kind));
    const [row] = await this.db
      .select()
      .from(contentPages)
      .where(
        and(where, eq(contentPages.status, 'published'), inArray(contentPages.site, scopesVisibleOn(site))),
      )
      .limit(1);
    return row;
  }

  /** Slugs of every published /{slug} page on this site. */
  async publishedPageSlugs(site: SiteId): Promise<string[]> {
    const rows = await this.db
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(
        and(
          eq(contentPages.kind, 'page'),
          eq(contentPages.status, 'published'),
          inArray(contentPages.site, scopesVisibleOn(site)),
        ),
      );
    return rows.map((row) => row.slug);
  }

  /** The redirects this site serves, shared ones first so a site's own redirect for a path wins. */
  async redirects(site: SiteId) {
    const rows = await this.db
      .select()
      .from(contentRedirects)
      .where(inArray(contentRedirects.site, scopesVisibleOn(site)));
    return [...rows.filter((r) => r.site === 'both'), ...rows.filter((r) => r.site === site)];
  }

  /** Inserts the rows whose keys are free (editors' changes are kept); answers how many it wrote. */
  insertMissing(content: ContentImport): Promise<number> {
    return this.db.transaction(async (tx) => {
      const counts = [
        await insertMissing(tx, contentPages, content.pages),
        await insertMissing(tx, contentGlobals, content.globals),
        await insertMissing(tx, contentHeaders, content.headers),
        await insertMissing(tx, contentFooters, content.footers),
        await insertMissing(tx, contentAnnouncements, content.announcements),
        await insertMissing(tx, contentBanners, content.banners),
        await insertMissing(tx, contentRedirects, content.redirects),
        await insertMissing(tx, contentPasswordProtect, content.passwordProtect),
        await insertMissing(tx, contentDeals, content.deals),
      ];
      return counts.reduce((sum, count) => sum + count, 0);
    });
  }
}
