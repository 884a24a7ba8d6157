import type { SiteId } from '@shop/identity';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BannerPlacement, ContentComponent, ContentImage } from './content-components';
import type { SiteScope } from './site-scope';

/** A link as editors store it; whether it leaves the site is worked out from the URL when served. */
export interface StoredLink {
  label: string;
  url: string;
}

export interface StoredNavLink extends StoredLink {
  children: StoredLink[];
}

export interface StoredLinkGroup {
  heading: string;
  links: StoredLink[];
}

const SITE_SCOPE_CHECK = (column: AnyPgColumn) => sql`${column} in ('both', 'DTC', 'HPSF')`;
const SITE_CHECK = (column: AnyPgColumn) => sql`${column} in ('DTC', 'HPSF')`;

/** Owned by the Content module, like every table in this file; no other module reads or writes them. */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The page's path without the leading slash ('faq', 'dog/dry-food'). */
    slug: text('slug').notNull().unique(),
    /** Name the storefront asks for by route (HomePage, Cart). */
    name: text('name').notNull().unique(),
    /** 'page' for /{slug} pages, 'plp' for the content above a product listing. */
    kind: text('kind').$type<'page' | 'plp'>().notNull().default('page'),
    title: text('title').notNull(),
    /** Title on the staff-feeding site when it differs (SPEC §2: 'Terms & Conditions', 'Shipping'). */
    staffTitle: text('staff_title'),
    description: text('description').notNull().default(''),
    status: text('status').$type<'published' | 'draft' | 'archived'>().notNull().default('draft'),
    site: text('site').$type<SiteScope>().notNull().default('both'),
    components: jsonb('components').$type<ContentComponent[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_pages_kind_check', sql`${t.kind} in ('page', 'plp')`),
    check('content_pages_status_check', sql`${t.status} in ('published', 'draft', 'archived')`),
    check('content_pages_site_check', SITE_SCOPE_CHECK(t.site)),
  ],
);

/** Site settings by key; a row for one site overrides the 'both' row of the same key. */
export const contentGlobals = pgTable(
  'content_globals',
  {
    key: text('key').notNull(),
    site: text('site').$type<SiteScope>().notNull().default('both'),
    value: jsonb('value').$type<unknown>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.site] }),
    check('content_globals_site_check', SITE_SCOPE_CHECK(t.site)),
  ],
);

export const contentHeaders = pgTable(
  'content_headers',
  {
    site: text('site').$type<SiteId>().primaryKey(),
    logo: jsonb('logo').$type<ContentImage>().notNull(),
    links: jsonb('links').$type<StoredNavLink[]>().notNull(),
  },
  (t) => [check('content_headers_site_check', SITE_CHECK(t.site))],
);

export const contentFooters = pgTable(
  'content_footers',
  {
    site: text('site').$type<SiteId>().primaryKey(),
    groups: jsonb('groups').$type<StoredLinkGroup[]>().notNull(),
    legalText: text('legal_text').notNull(),
  },
  (t) => [check('content_footers_site_check', SITE_CHECK(t.site))],
);

/** The bar of short messages above the header, each shown during its window. */
export const contentAnnouncements = pgTable(
  'content_announcements',
  {
    /** Stable editor-chosen id, also the seeder's conflict key. */
    key: text('key').primaryKey(),
    text: text('text').notNull(),
    linkLabel: text('link_label'),
    linkUrl: text('link_url'),
    site: text('site').$type<SiteScope>().notNull().default('both'),
    position: integer('position').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Exclusive; null shows the announcement until it is removed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [
    check('content_announcements_site_check', SITE_SCOPE_CHECK(t.site)),
    index('content_announcements_site_idx').on(t.site, t.position),
  ],
);

/** Sitewide banners (across every page) and promotion banners (in a placement), one table by kind. */
export const contentBanners = pgTable(
  'content_banners',
  {
    key: text('key').primaryKey(),
    kind: text('kind').$type<'sitewide' | 'promotion'>().notNull(),
    headline: text('headline').notNull(),
    body: text('body').notNull().default(''),
    linkLabel: text('link_label'),
    linkUrl: text('link_url'),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    site: text('site').$type<SiteScope>().notNull().default('both'),
    placement: text('placement').$type<BannerPlacement>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    check('content_banners_kind_check', sql`${t.kind} in ('sitewide', 'promotion')`),
    check('content_banners_placement_check', sql`${t.placement} in ('top', 'home', 'plp', 'pdp', 'cart')`),
    check('content_banners_site_check', SITE_SCOPE_CHECK(t.site)),
    index('content_banners_kind_idx').on(t.kind, t.site, t.position),
  ],
);

/** Variant SKUs on a deal (the deal badge). SKUs are the Catalog module's; no foreign key. */
export const contentDeals = pgTable(
  'content_deals',
  {
    sku: text('sku').notNull(),
    site: text('site').$type<SiteScope>().notNull().default('both'),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.site] }),
    check('content_deals_site_check', SITE_SCOPE_CHECK(t.site)),
  ],
);

/** Server-side redirects (SPEC §2): from a path to a storefront path or an absolute external URL. */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    fromPath: text('from_path').notNull(),
    site: text('site').$type<SiteScope>().notNull().default('both'),
    target: text('target').notNull(),
    statusCode: smallint('status_code').$type<301 | 302>().notNull().default(301),
  },
  (t) => [
    primaryKey({ columns: [t.fromPath, t.site] }),
    check('content_redirects_site_check', SITE_SCOPE_CHECK(t.site)),
    check('content_redirects_status_check', sql`${t.statusCode} in (301, 302)`),
  ],
);

/** The password gate shown before launch or during private sales, per site. */
export const contentPasswordProtect = pgTable(
  'content_password_protect',
  {
    site: text('site').$type<SiteId>().primaryKey(),
    enabled: boolean('enabled').notNull().default(false),
    heading: text('heading').notNull(),
    message: text('message').notNull(),
  },
  (t) => [check('content_password_protect_site_check', SITE_CHECK(t.site))],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;
