import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DeliveryDestination } from './delivery-destination';

/** Both ends 5-digit, zero-padded strings, so text comparison orders them like numbers. */
const isZipRange = (from: AnyPgColumn, to: AnyPgColumn) =>
  sql`${from} ~ '^[0-9]{5}$' and ${to} ~ '^[0-9]{5}$' and ${from} <= ${to}`;

/** Owned by the Stock module, like every table in this file; no other module reads or writes them. */
export const warehouses = pgTable(
  'warehouses',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    /** IANA zone; the cut-off hour is read on this clock. */
    timeZone: text('time_zone').notNull(),
    /** Orders received at or after this local hour are picked the next business day. */
    cutoffHour: smallint('cutoff_hour').notNull(),
    processingDays: smallint('processing_days').notNull(),
  },
  (t) => [
    check('warehouses_cutoff_hour_check', sql`${t.cutoffHour} between 0 and 23`),
    check('warehouses_processing_days_check', sql`${t.processingDays} >= 0`),
  ],
);

/** Which ZIPs a warehouse delivers to, per destination, with the carrier's transit time. */
export const warehouseCoverage = pgTable(
  'warehouse_coverage',
  {
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    destination: text('destination').$type<DeliveryDestination>().notNull(),
    zipFrom: text('zip_from').notNull(),
    zipTo: text('zip_to').notNull(),
    transitDays: smallint('transit_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseCode, t.destination, t.zipFrom] }),
    index('warehouse_coverage_destination_idx').on(t.destination, t.zipFrom),
    check('warehouse_coverage_destination_check', sql`${t.destination} in ('HOME', 'CLINIC')`),
    check('warehouse_coverage_zips_check', isZipRange(t.zipFrom, t.zipTo)),
    check('warehouse_coverage_transit_days_check', sql`${t.transitDays} >= 0`),
  ],
);

/** Units on hand of a variant SKU in a warehouse. SKUs are the Catalog module's; no foreign key. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    warehouseCode: text('warehouse_code')
      .notNull()
      .references(() => warehouses.code),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseCode, t.sku] }),
    index('stock_levels_sku_idx').on(t.sku),
    check('stock_levels_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** The 50 states and DC, by USPS code. */
export const usStates = pgTable('us_states', {
  code: text('code').primaryKey(),
  name: text('name').notNull().unique(),
});

/** ZIP ranges (by USPS 3-digit prefix) and the state they belong to; ranges never overlap. */
export const stateZipRanges = pgTable(
  'state_zip_ranges',
  {
    zipFrom: text('zip_from').primaryKey(),
    zipTo: text('zip_to').notNull(),
    stateCode: text('state_code')
      .notNull()
      .references(() => usStates.code),
  },
  (t) => [check('state_zip_ranges_zips_check', isZipRange(t.zipFrom, t.zipTo))],
);

export type WarehouseRow = typeof warehouses.$inferSelect;
export type NewWarehouseRow = typeof warehouses.$inferInsert;
export type WarehouseCoverageRow = typeof warehouseCoverage.$inferSelect;
export type NewWarehouseCoverageRow = typeof warehouseCoverage.$inferInsert;
