import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A delivery address as a subscription keeps it (SPEC §3 Address), copied from the order. */
export interface SubscriptionShipTo {
  firstName?: string | null;
  lastName?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  province?: string | null;
  provinceCode: string;
  zip: string;
  country?: string | null;
  countryCode: string;
  phone?: string | null;
}

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/*
 * Owned by the Subscriptions module; no other module reads or writes it. customer_id, product_id,
 * variant_id and order_id are other modules' ids: no foreign keys across modules.
 */

/**
 * Autoship subscriptions (SPEC §3 Subscription): one per autoship line of an order, renewing every
 * frequency_days until cancelled. A cancelled one stays (it counts for AUTO35's 'never had a
 * subscription', SPEC §4).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public contract id (SPEC §3 external_id): unguessable, never the row id. */
    contractId: text('contract_id').notNull().unique(),
    customerId: uuid('customer_id').notNull(),
    site: text('site', { enum: ['DTC', 'HPSF'] }).notNull(),
    productId: uuid('product_id').notNull(),
    variantId: uuid('variant_id').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    frequencyDays: integer('frequency_days').notNull(),
    startDate: date('start_date').notNull(),
    nextOrderDate: date('next_order_date').notNull(),
    shipTo: jsonb('ship_to').$type<SubscriptionShipTo>().notNull(),
    /** The payment provider's reusable reference, charged again at each renewal. */
    paymentReference: text('payment_reference').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** The order that started it. */
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * Renewal state (flows/renewal). The failure count and attempt number are about one period,
     * renewal_period: when the next order date moves (a renewal, a skip) they no longer apply.
     */
    /** The period (next order date) renewal_failures and renewal_attempts count for. */
    renewalPeriod: date('renewal_period'),
    /** The customer's failures of renewal_period (declined, out of stock); the third pauses. */
    renewalFailures: integer('renewal_failures').notNull().default(0),
    /** Every failed attempt of renewal_period: part of the payment's idempotency key. */
    renewalAttempts: integer('renewal_attempts').notNull().default(0),
    /** Not renewed again before this (back-off after a failure). */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** A renewal job holds the row until then (a crashed job's claim runs out). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last period renewed (its order placed). */
    lastRenewedOn: date('last_renewed_on'),
    /** The period whose reminder mail went: one reminder per period. */
    remindedFor: date('reminded_for'),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId, t.createdAt),
    // The renewal job's and the reminders' scans: active rows by next order date only.
    index('subscriptions_due_idx')
      .on(t.nextOrderDate)
      .where(sql`${t.status} = 'active'`),
    check('subscriptions_site_check', sql`${t.site} in ('DTC', 'HPSF')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'paused', 'cancelled')`),
    check('subscriptions_quantity_check', sql`${t.quantity} between 1 and 5`),
    check('subscriptions_frequency_check', sql`${t.frequencyDays} > 0`),
    check(
      'subscriptions_renewal_counts_check',
      sql`${t.renewalFailures} >= 0 and ${t.renewalAttempts} >= ${t.renewalFailures}`,
    ),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
