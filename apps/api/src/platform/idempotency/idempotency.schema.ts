import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export type IdempotencyStatus = 'in_progress' | 'completed';

/**
 * One row per Idempotency-Key a money-moving call was sent with, within its scope (the call and
 * the caller, so two shoppers' keys never meet). Owned by platform/idempotency; nothing else
 * reads or writes it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request the key was first used with; another request under it is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<IdempotencyStatus>().notNull(),
    /** The answer given, replayed for the same key; null while in progress. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Until when a run in progress holds the key; a run that died is taken over after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    check('idempotency_keys_status_check', sql`${t.status} in ('in_progress', 'completed')`),
    check('idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 255`),
    check(
      'idempotency_keys_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
