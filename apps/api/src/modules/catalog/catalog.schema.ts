import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Owned by the Catalog module; no other module reads or writes it. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    species: text('species').notNull(),
    productType: text('product_type').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_species_idx').on(table.species)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
