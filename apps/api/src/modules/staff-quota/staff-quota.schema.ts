import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Owned by the StaffQuota module: a staff member's own monthly quota, set by an operator, instead
 * of their account group's (STAFF_MONTHLY_QUOTA). `customer_id` is the Identity module's
 * customers.id (no foreign key across modules). What a member spent is never stored: it is read
 * from their orders, so a cancelled order gives its amount back by itself.
 */
export const staffQuotaOverrides = pgTable(
  'staff_quota_overrides',
  {
    customerId: uuid('customer_id').primaryKey(),
    quotaCents: integer('quota_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('staff_quota_overrides_quota_check', sql`${t.quotaCents} >= 0`)],
);

export type StaffQuotaOverrideRow = typeof staffQuotaOverrides.$inferSelect;
