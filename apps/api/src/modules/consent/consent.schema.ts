import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Owned by the Consent module: a signed-in shopper's cookie choices, newest last, so the choice
 * follows them to another device and the shop can show what was agreed and when (GDPR Art. 7(1)).
 * `customer_id` is the Identity module's customers.id (no foreign key across modules). A few of
 * each customer's latest are kept (CONSENT_HISTORY_KEPT), never an unbounded log.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull(),
    policyVersion: varchar('policy_version', { length: 32 }).notNull(),
    functional: boolean('functional').notNull(),
    advertising: boolean('advertising').notNull(),
    /** The browser sent Global Privacy Control with the choice (advertising was then kept off). */
    globalPrivacyControl: boolean('global_privacy_control').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consent_records_customer_decided_idx').on(t.customerId, t.decidedAt),
    check('consent_records_gpc_check', sql`NOT (${t.globalPrivacyControl} AND ${t.advertising})`),
  ],
);

export type ConsentRecordRow = typeof consentRecords.$inferSelect;
