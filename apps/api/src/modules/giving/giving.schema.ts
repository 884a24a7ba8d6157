import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Owned by the Giving module (the charitable-giving provider of SPEC §7, ours: ARCHITECTURE §3);
 * no other module reads or writes these tables. Amounts that are percentages, dollars or factors
 * are kept as integer hundredths (basis points, cents, hundredths of a factor), so a rule means
 * the same on every engine.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** One giving store per site (SPEC §3 Giving store configuration); the id is the x-store-id. */
export const givingStores = pgTable(
  'giving_stores',
  {
    /** 32 lower-case hex characters (normalizeStoreId). */
    id: text('id').primaryKey(),
    site: text('site').notNull().unique(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull(),
    isExperienceActive: boolean('is_experience_active').notNull().default(true),
    isEmbeddedConfirmation: boolean('is_embedded_confirmation').notNull().default(false),
    letShoppersChoose: boolean('let_shoppers_choose').notNull().default(true),
    searchEnabled: boolean('search_enabled').notNull().default(true),
    primaryCurrency: text('primary_currency').notNull().default('USD'),
    customCss: text('custom_css').notNull().default(''),
    targetCssSelector: text('target_css_selector').notNull().default(''),
    defaultCauseId: text('default_cause_id'),
    defaultCauseIds: text('default_cause_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuredCauseIds: text('featured_cause_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 0 percentage, 1 flat (SPEC §3 defaultDonationType). */
    defaultDonationType: smallint('default_donation_type').notNull(),
    /** Basis points for a percentage, cents for a flat amount. */
    defaultDonationHundredths: integer('default_donation_hundredths').notNull(),
    addressInformation: jsonb('address_information')
      .$type<{ streetAddress: string; city: string; state: string; zip: string }>()
      .notNull(),
    contactInformation: jsonb('contact_information')
      .$type<{ email: string; phone: string; website: string }>()
      .notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('giving_stores_id_check', sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check('giving_stores_donation_type_check', sql`${t.defaultDonationType} in (0, 1)`),
    check(
      'giving_stores_donation_check',
      sql`${t.defaultDonationHundredths} >= 0 and (${t.defaultDonationType} = 1 or ${t.defaultDonationHundredths} <= 10000)`,
    ),
  ],
);

/** SPEC §3 campaign types 1-7, each active or not. */
export const givingCampaigns = pgTable(
  'giving_campaigns',
  {
    id: uuid('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => givingStores.id),
    type: smallint('type').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull(),
  },
  (t) => [
    check('giving_campaigns_type_check', sql`${t.type} between 1 and 7`),
    index('giving_campaigns_store_idx').on(t.storeId),
  ],
);

/** SPEC §3 Segment. */
export const givingSegments = pgTable(
  'giving_segments',
  {
    id: uuid('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => givingStores.id),
    isActive: boolean('is_active').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    excludeSegment: boolean('exclude_segment').notNull(),
    frontEndPropertyName: text('front_end_property_name').notNull(),
    /** 0 window, 1 data layer, 2 script URL parameter. */
    frontEndSource: smallint('front_end_source').notNull(),
    priorityIndex: integer('priority_index').notNull(),
    /** 0 empty, 1 present, 2 one of the specified values. */
    valueCategory: smallint('value_category').notNull(),
    specifiedValues: text('specified_values')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    backEndPropertyName: text('back_end_property_name'),
    /** libs/giving SEGMENT_DONATION_ACTIONS. */
    donationAction: smallint('donation_action').notNull().default(0),
    donationActionValueHundredths: integer('donation_action_value_hundredths').notNull().default(0),
  },
  (t) => [
    check('giving_segments_source_check', sql`${t.frontEndSource} between 0 and 2`),
    check('giving_segments_category_check', sql`${t.valueCategory} between 0 and 2`),
    index('giving_segments_store_idx').on(t.storeId),
  ],
);

/** A store's multiplier for one cause (SPEC §3 causeMultipliers), in hundredths (150 is 1.5×). */
export const givingCauseMultipliers = pgTable(
  'giving_cause_multipliers',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => givingStores.id),
    causeId: text('cause_id').notNull(),
    multiplierHundredths: integer('multiplier_hundredths').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.causeId] }),
    check('giving_cause_multipliers_check', sql`${t.multiplierHundredths} between 0 and 1000`),
  ],
);

/**
 * A product's own giving rule in a store, by its CMS id: a direct donation (the add-on product,
 * given as it is), left out, or its own percentage or flat amount instead of the store's.
 */
export const givingProductRules = pgTable(
  'giving_product_rules',
  {
    storeId: text('store_id')
      .notNull()
      .references(() => givingStores.id),
    cmsId: text('cms_id').notNull(),
    directDonation: boolean('direct_donation').notNull().default(false),
    excluded: boolean('excluded').notNull().default(false),
    donationType: smallint('donation_type'),
    donationHundredths: integer('donation_hundredths'),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.cmsId] })],
);

/** The 26 cause categories 0-25 (the NTEE major groups; 3 is animal-related). */
export const givingCategories = pgTable(
  'giving_categories',
  {
    id: smallint('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url').notNull(),
  },
  (t) => [check('giving_categories_id_check', sql`${t.id} between 0 and 25`)],
);

/**
 * Charities by tax id (EIN, '12-3456789'). Sized for the US registry (1.5 million rows): the name
 * words are a full-text vector with a GIN index, and the orders a search pages in are btree
 * indexes (docs/decisions.md, 'Charity search').
 */
export const givingCharities = pgTable(
  'giving_charities',
  {
    ein: text('ein').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    logoUrl: text('logo_url'),
    streetAddress: text('street_address'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    description: text('description').notNull().default(''),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => givingCategories.id),
    headline: text('headline'),
    bannerImageUrl: text('banner_image_url'),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple', "name")`),
  },
  (t) => [
    check('giving_charities_ein_check', sql`${t.ein} ~ '^[0-9]{2}-[0-9]{7}$'`),
    check('giving_charities_zip_check', sql`${t.zip} ~ '^[0-9]{5}$'`),
    index('giving_charities_search_idx').using('gin', t.searchVector),
    index('giving_charities_category_name_idx').on(t.categoryId, sql`${t.name} collate "C"`, t.ein),
    // By name within a state, whatever the category: a category filter reads along it (1 in 26).
    index('giving_charities_state_name_idx').on(t.state, sql`${t.name} collate "C"`, t.ein),
    index('giving_charities_city_idx').on(sql`lower(${t.city}) text_pattern_ops`, t.state, t.categoryId),
    index('giving_charities_zip_idx').on(sql`${t.zip} text_pattern_ops`),
  ],
);

/** Portfolios: a named group of charities, by a 32-hex id. */
export const givingPortfolios = pgTable(
  'giving_portfolios',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    website: text('website'),
    logoUrl: text('logo_url'),
    headline: text('headline'),
    bannerImageUrl: text('banner_image_url'),
    categoryId: smallint('category_id')
      .notNull()
      .references(() => givingCategories.id),
  },
  (t) => [check('giving_portfolios_id_check', sql`${t.id} ~ '^[0-9a-f]{32}$'`)],
);

export const givingPortfolioCharities = pgTable(
  'giving_portfolio_charities',
  {
    portfolioId: text('portfolio_id')
      .notNull()
      .references(() => givingPortfolios.id),
    charityEin: text('charity_ein')
      .notNull()
      .references(() => givingCharities.ein),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.charityEin] })],
);

/**
 * A browser session's tracking (SPEC §3 Tracking). The id is 128 random bits: a guest's only key;
 * once a signed-in shopper uses it, only their sessions reach it.
 */
export const givingTrackings = pgTable(
  'giving_trackings',
  {
    id: text('id').primaryKey(),
    storeId: text('store_id')
      .notNull()
      .references(() => givingStores.id),
    customerId: uuid('customer_id'),
    isTestMode: boolean('is_test_mode').notNull().default(false),
    causeId: text('cause_id'),
    causeName: text('cause_name'),
    integrationInfo: jsonb('integration_info')
      .$type<{ integrationType: string; info: Record<string, unknown> }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    confirmationData: jsonb('confirmation_data').$type<{ totalDonationAmount: string; causes: string }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('giving_trackings_customer_idx').on(t.customerId)],
);

/** Clickstream events (SPEC §7 POST /events), written in batches by the ingest queue. */
export const givingClickEvents = pgTable(
  'giving_click_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: text('store_id').notNull(),
    trackingId: text('tracking_id'),
    eventType: text('event_type').notNull(),
    eventVersion: text('event_version').notNull(),
    occurredAt: text('occurred_at').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('giving_click_events_store_idx').on(t.storeId, t.receivedAt)],
);

export type GivingStoreRow = typeof givingStores.$inferSelect;
export type NewGivingStoreRow = typeof givingStores.$inferInsert;
export type GivingCampaignRow = typeof givingCampaigns.$inferSelect;
export type GivingSegmentRow = typeof givingSegments.$inferSelect;
export type GivingCharityRow = typeof givingCharities.$inferSelect;
export type NewGivingCharityRow = typeof givingCharities.$inferInsert;
export type GivingPortfolioRow = typeof givingPortfolios.$inferSelect;
export type GivingTrackingRow = typeof givingTrackings.$inferSelect;
export type NewGivingClickEventRow = typeof givingClickEvents.$inferInsert;
