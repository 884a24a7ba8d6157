import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * Owned by the Catalog module; no other module reads or writes these tables. Taxonomy tables are
 * keyed by their URL handle, so products reference 'dog' or 'dry-food' directly and the seed is
 * idempotent by key.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What a brand card and the brand crumb need; `line` groups food, treats and other makers. */
export const brands = pgTable('brands', {
  handle: text('handle').primaryKey(),
  name: text('name').notNull(),
  line: text('line', { enum: ['food', 'treats', 'third-party'] }).notNull(),
  thirdParty: boolean('third_party').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const species = pgTable('species', {
  handle: text('handle').primaryKey(),
  label: text('label').notNull(),
  position: integer('position').notNull().default(0),
});

/** Pet age. `species` is null for stages that apply to every species (adult, senior). */
export const lifeStages = pgTable('life_stages', {
  handle: text('handle').primaryKey(),
  label: text('label').notNull(),
  species: text('species').references(() => species.handle),
  position: integer('position').notNull().default(0),
});

/** `optionValue` is the variant's Product Form option value ('Dry'), which card preselection reads. */
export const foodForms = pgTable('food_forms', {
  handle: text('handle').primaryKey(),
  label: text('label').notNull(),
  optionValue: text('option_value').notNull(),
  wet: boolean('wet').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const productLines = pgTable('product_lines', {
  handle: text('handle').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The food form's label, as the e-commerce platform calls it (SPEC §3 productType). */
    productType: text('product_type').notNull(),
    brand: text('brand')
      .notNull()
      .references(() => brands.handle),
    /** The brand's name as printed on the pack; kept on the row so the search vector can cover it. */
    vendor: text('vendor').notNull(),
    species: text('species')
      .notNull()
      .references(() => species.handle),
    lifeStage: text('life_stage')
      .notNull()
      .references(() => lifeStages.handle),
    foodForm: text('food_form')
      .notNull()
      .references(() => foodForms.handle),
    productLine: text('product_line').references(() => productLines.handle),
    thirdParty: boolean('third_party').notNull().default(false),
    featuredImageUrl: text('featured_image_url').notNull(),
    featuredImageAlt: text('featured_image_alt').notNull(),
    /** Merchandising order of the 'featured' sort; lower first. */
    featuredRank: integer('featured_rank').notNull().default(1000),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "vendor"), 'B') || setweight(to_tsvector('english', "description"), 'C')`,
      ),
  },
  (table) => [
    // Species, then category (food form), then life stage: the collection part of a listing, so a
    // listing's count reads only this index (at 100,000 products, 27 pages for dog dry food against
    // 11,409 heap pages through products_food_form_idx), and its prefix serves species alone.
    index('products_listing_idx').on(table.species, table.foodForm, table.lifeStage),
    index('products_food_form_idx').on(table.foodForm),
    index('products_featured_idx').on(table.featuredRank, table.handle),
    index('products_search_idx').using('gin', table.searchVector),
  ],
);

/** Size, Flavor and Product Form of a product, each with its values in display order. */
export const productOptions = pgTable(
  'product_options',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    values: text('values').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.name] })],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** '{brand}/{product}/{flavor}/{size}': the detail route after /products/. */
    variantUrl: text('variant_url').notNull().unique(),
    position: integer('position').notNull(),
    selectedOptions: jsonb('selected_options').$type<{ name: string; value: string }[]>().notNull(),
    /** URL segments of the Flavor and Size options; the listing filters and facets key on them. */
    flavorSlug: text('flavor_slug').notNull(),
    sizeSlug: text('size_slug').notNull(),
    priceCents: integer('price_cents').notNull(),
    compareAtPriceCents: integer('compare_at_price_cents'),
    weight: numeric('weight', { precision: 10, scale: 3 }).notNull(),
    weightUnit: text('weight_unit', { enum: ['lb', 'oz'] }).notNull(),
    imageUrl: text('image_url').notNull(),
    media: jsonb('media').$type<{ url: string; alt: string }[]>().notNull(),
    badgeTags: text('badge_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    available: boolean('available').notNull().default(true),
  },
  (table) => [
    index('product_variants_product_idx').on(table.productId, table.position),
    index('product_variants_flavor_idx').on(table.flavorSlug),
    index('product_variants_size_idx').on(table.sizeSlug),
  ],
);

/**
 * Autoship delivery plans (SPEC §2 'Autoship is offered', §7 get-ordergroove-product-by-sku): how
 * often a subscription delivers. `id` is the platform-style public id carts take as sellingPlanId.
 */
export const sellingPlans = pgTable(
  'selling_plans',
  {
    /** 'gid://shop/SellingPlan/{n}' */
    id: text('id').primaryKey(),
    /** What the shopper picks, e.g. 'Every 4 weeks'. */
    name: text('name').notNull(),
    frequencyWeeks: integer('frequency_weeks').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [check('selling_plans_frequency_check', sql`${table.frequencyWeeks} between 1 and 52`)],
);

/** Which plans a product is offered with; a product with none is not autoship-eligible. */
export const productSellingPlans = pgTable(
  'product_selling_plans',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellingPlanId: text('selling_plan_id')
      .notNull()
      .references(() => sellingPlans.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.sellingPlanId] })],
);

export type BrandRow = typeof brands.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductOptionRow = typeof productOptions.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type NewProductVariantRow = typeof productVariants.$inferInsert;
export type SellingPlanRow = typeof sellingPlans.$inferSelect;
