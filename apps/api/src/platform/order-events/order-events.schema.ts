import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox of order events: one row per event, written by the flow or module in
 * the same transaction as the change it reports, so an event exists exactly when its change
 * committed. Owned by platform/order-events; nothing else reads or writes it.
 */
export const orderEvents = pgTable('order_events', {
  id: uuid('id').primaryKey().defaultRandom(),
  type: text('type').notNull(),
  /** The event's plain-data payload (order-event.types.ts). */
  payload: jsonb('payload').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type OrderEventDeliveryStatus = 'pending' | 'done' | 'failed';

/**
 * One row per event and subscriber, written with the event: each subscriber's delivery is
 * claimed, retried and marked done on its own, so a subscriber that fails never holds up another,
 * and a delivery marked done is never handed to its subscriber again.
 */
export const orderEventDeliveries = pgTable(
  'order_event_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => orderEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    status: text('status').$type<OrderEventDeliveryStatus>().notNull().default('pending'),
    /** Claims so far; the number of the current claim, so a claim that ran out cannot mark it done. */
    attempts: integer('attempts').notNull().default(0),
    /** Not claimed before this (the back-off after a failure). */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** Held by the dispatcher that claimed it until this; a crashed one's claim runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    unique('order_event_deliveries_event_subscriber_unique').on(t.eventId, t.subscriber),
    index('order_event_deliveries_due_idx')
      .on(t.availableAt)
      .where(sql`${t.status} = 'pending'`),
    check('order_event_deliveries_status_check', sql`${t.status} in ('pending', 'done', 'failed')`),
    check('order_event_deliveries_done_check', sql`(${t.status} = 'done') = (${t.doneAt} is not null)`),
  ],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type OrderEventDeliveryRow = typeof orderEventDeliveries.$inferSelect;
