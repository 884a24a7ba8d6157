import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { givingStores } from './giving.schema';

/*
 * The order half of giving, owned by the Giving module: what each order gave, to whom, and every
 * reversal. order_id, customer_id and contract_id are other modules' ids: no foreign keys across
 * modules (the record is written in the order's own transaction instead). Nothing here is ever
 * deleted: a reversal is an entry of its own.
 */

/** Who an order's donation went to, as the cause was when the order was placed (a snapshot). */
export const givingOrderDonations = pgTable(
  'giving_order_donations',
  {
    orderId: uuid('order_id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    storeId: text('store_id')
      .notNull()
      .references(() => givingStores.id),
    site: text('site').notNull(),
    customerId: uuid('customer_id'),
    source: text('source').notNull(),
    subscriptionContractId: text('subscription_contract_id'),
    /** Null when the store had no cause to give to (nothing is given then, the record says so). */
    causeId: text('cause_id'),
    causeKind: text('cause_kind'),
    causeName: text('cause_name'),
    causeCity: text('cause_city'),
    causeState: text('cause_state'),
    causeEin: text('cause_ein'),
    /** A portfolio's charities as they were (each gets an equal share); empty for a charity. */
    causeCharities: jsonb('cause_charities')
      .$type<{ ein: string; name: string; city: string; state: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What the order paid, contributions included: a refund reverses its share of it. */
    paidCents: integer('paid_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('giving_order_donations_customer_idx').on(t.customerId, t.storeId, t.createdAt),
    check('giving_order_donations_paid_check', sql`${t.paidCents} >= 0`),
  ],
);

/** What each line of an order gave, and whether the store or the shopper funded it (kind). */
export const givingDonationLines = pgTable(
  'giving_donation_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => givingOrderDonations.orderId),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    sku: text('sku').notNull(),
    /** 'purchase' (the store gives), 'add-on' or 'round-up' (the shopper's own gift). */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('giving_donation_lines_amount_check', sql`${t.amountCents} >= 0`),
    check('giving_donation_lines_kind_check', sql`${t.kind} in ('purchase', 'add-on', 'round-up')`),
  ],
);

/**
 * The ledger the report sums: one 'given' entry per kind when the order is placed (positive) and
 * one 'cancelled' or 'refunded' entry per kind per event reversing it (negative). event_id makes
 * a reversal once per order event, whoever delivers it.
 */
export const givingDonationEntries = pgTable(
  'giving_donation_entries',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => givingOrderDonations.orderId),
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** A refund entry's refund (the next refund's share is of what was still paid). */
    refundedCents: integer('refunded_cents'),
    eventId: uuid('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('giving_donation_entries_order_idx').on(t.orderId),
    unique('giving_donation_entries_event_kind_unique').on(t.eventId, t.kind),
    index('giving_donation_entries_created_idx').on(t.createdAt),
    check('giving_donation_entries_kind_check', sql`${t.kind} in ('purchase', 'add-on', 'round-up')`),
    check(
      'giving_donation_entries_sign_check',
      sql`(${t.reason} = 'given' and ${t.amountCents} >= 0) or (${t.reason} in ('cancelled', 'refunded') and ${t.amountCents} <= 0)`,
    ),
  ],
);

/** The cause an autoship's renewals give to, chosen from My Subscriptions. */
export const givingSubscriptionCauses = pgTable('giving_subscription_causes', {
  contractId: text('contract_id').primaryKey(),
  customerId: uuid('customer_id').notNull(),
  causeId: text('cause_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type GivingOrderDonationRow = typeof givingOrderDonations.$inferSelect;
export type GivingDonationLineRow = typeof givingDonationLines.$inferSelect;
export type GivingDonationEntryRow = typeof givingDonationEntries.$inferSelect;
