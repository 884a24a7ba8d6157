import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A key/value pair on a cart or a line (SPEC §3 'Cart attributes are key/value pairs'). */
export interface CartAttribute {
  key: string;
  value: string;
}

/*
 * Owned by the Cart module; no other module reads or writes these tables. customer_id is the
 * Identity module's customers.id and variant_id the Catalog module's product_variants.id: no
 * foreign keys across modules. Every read is scoped by site, status and owner.
 */

/** Shopping carts (SPEC §3 Cart). The id is the random part of the public 'gid://shop/Cart/{id}'. */
export const carts = pgTable(
  'carts',
  {
    /** 128 random bits, base64url: unguessable, so the id is the guest's only key to the cart. */
    id: text('id').primaryKey(),
    site: text('site', { enum: ['DTC', 'HPSF'] }).notNull(),
    /** Null for a guest's cart; once set, only that customer's session reaches the cart. */
    customerId: uuid('customer_id'),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code'),
    note: text('note'),
    attributes: jsonb('attributes')
      .$type<CartAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** As entered, normalised (upper case); whether each applies is decided when priced. */
    discountCodes: jsonb('discount_codes')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['active', 'completed'] })
      .notNull()
      .default('active'),
    /** Bumped by every write; a write that read an older version is retried (no lost update). */
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carts_customer_idx').on(t.customerId),
    check('carts_site_check', sql`${t.site} in ('DTC', 'HPSF')`),
    check('carts_status_check', sql`${t.status} in ('active', 'completed')`),
  ],
);

/** The lines of a cart: one per variant and selling plan (an autoship line has a plan). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').notNull(),
    quantity: integer('quantity').notNull(),
    sellingPlanId: text('selling_plan_id'),
    attributes: jsonb('attributes')
      .$type<CartAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Display order: the order lines were first added in. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId, t.position),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 10`),
    check('cart_lines_autoship_quantity_check', sql`${t.sellingPlanId} is null or ${t.quantity} <= 5`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
