import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../database/database.types';
import { rowsOf } from '../database/result-rows';
import {
  orderEventDeliveries,
  orderEvents,
  type OrderEventDeliveryRow,
  type OrderEventRow,
} from './order-events.schema';

/** A delivery claimed for one dispatcher, with its event. */
export interface ClaimedDelivery {
  delivery: OrderEventDeliveryRow;
  event: OrderEventRow;
}

/** The queries of the outbox tables. */
@Injectable()
export class OrderEventsRepository {
  constructor(@Inject(DATABASE) readonly db: Database) {}

  /**
   * The outbox backlog (metrics): deliveries not yet done, and how long the oldest one that is due
   * (past its back-off) has waited, in seconds; 0 when none is due. Both read the partial index of
   * pending deliveries only.
   */
  async backlog(now: Date): Promise<{ pending: number; oldestDueSeconds: number }> {
    const [row] = await this.db
      .select({
        pending: sql<number>`count(*)::int`,
        oldestDueAt: sql<
          Date | string | null
        >`min(${orderEventDeliveries.availableAt}) filter (where ${orderEventDeliveries.availableAt} <= ${now})`,
      })
      .from(orderEventDeliveries)
      .where(eq(orderEventDeliveries.status, 'pending'));
    const oldest = row?.oldestDueAt ? new Date(row.oldestDueAt).getTime() : undefined;
    return {
      pending: Number(row?.pending ?? 0),
      oldestDueSeconds: oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
    };
  }

  /**
   * The event and one pending delivery per subscriber, on the publisher's transaction `tx`, in one
   * statement (the deliveries' insert reads the event's).
   */
  async insert(
    tx: Database,
    event: { type: string; payload: unknown },
    subscribers: readonly string[],
    now: Date,
  ): Promise<string> {
    const inserted = tx
      .insert(orderEvents)
      .values({ type: event.type, payload: event.payload, createdAt: now })
      .returning({ id: orderEvents.id });
    const result = await tx.execute(sql`
      with event as (${inserted.getSQL()}), deliveries as (
        insert into ${orderEventDeliveries} (event_id, subscriber, available_at)
        select event.id, subscriber, ${now.toISOString()}::timestamptz
        from event, jsonb_array_elements_text(${JSON.stringify(subscribers)}::jsonb) as subscriber
      )
      select id from event`);
    return rowsOf<{ id: string }>(result)[0].id;
  }

  /**
   * Claims up to `limit` due deliveries (pending, past their back-off, not held by a live claim)
   * in one statement, FOR UPDATE SKIP LOCKED: two dispatchers claiming at once get different
   * rows. Each claim counts an attempt; its number is the claim's token. Only `subscribers`'
   * deliveries are claimed: a process of an older release leaves a newer subscriber's alone.
   */
  async claimDue(
    subscribers: readonly string[],
    now: Date,
    leaseUntil: Date,
    limit: number,
  ): Promise<ClaimedDelivery[]> {
    if (subscribers.length === 0) return [];
    const due = this.db
      .select({ id: orderEventDeliveries.id })
      .from(orderEventDeliveries)
      .where(
        and(
          eq(orderEventDeliveries.status, 'pending'),
          inArray(orderEventDeliveries.subscriber, [...subscribers]),
          lte(orderEventDeliveries.availableAt, now),
          or(isNull(orderEventDeliveries.lockedUntil), lte(orderEventDeliveries.lockedUntil, now)),
        ),
      )
      .orderBy(asc(orderEventDeliveries.availableAt), asc(orderEventDeliveries.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(orderEventDeliveries)
      .set({ lockedUntil: leaseUntil, attempts: sql`${orderEventDeliveries.attempts} + 1` })
      .where(inArray(orderEventDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const events = await this.db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.id, [...new Set(claimed.map((d) => d.eventId))]));
    const byId = new Map(events.map((event) => [event.id, event]));
    return claimed
      .sort((a, b) => a.availableAt.getTime() - b.availableAt.getTime())
      .map((delivery) => ({ delivery, event: byId.get(delivery.eventId) as OrderEventRow }));
  }

  /**
   * Done, on the handler's transaction, if this claim still holds it: false when the claim ran
   * out and another dispatcher claimed it since (the handler's writes are then rolled back).
   */
  async markDone(tx: Database, delivery: OrderEventDeliveryRow, now: Date): Promise<boolean> {
    const rows = await tx
      .update(orderEventDeliveries)
      .set({ status: 'done', doneAt: now, lockedUntil: null, lastError: null })
      .where(claimHeld(delivery))
      .returning({ id: orderEventDeliveries.id });
    return rows.length === 1;
  }

  /** A failed attempt: back to pending after `retryAt`, or failed for good. */
  async markFailed(
    delivery: OrderEventDeliveryRow,
    failure: { error: string; retryAt: Date; giveUp: boolean },
  ): Promise<void> {
    await this.db
      .update(orderEventDeliveries)
      .set({
        status: failure.giveUp ? 'failed' : 'pending',
        availableAt: failure.retryAt,
        lockedUntil: null,
        lastError: failure.error.slice(0, 2000),
      })
      .where(claimHeld(delivery));
  }

  /** Deliveries as they stand, for tests and operators: one event's, or every one. */
  async deliveriesOf(eventId?: string): Promise<OrderEventDeliveryRow[]> {
    const query = this.db.select().from(orderEventDeliveries);
    const rows = eventId ? await query.where(eq(orderEventDeliveries.eventId, eventId)) : await query;
    return rows;
  }
}

function claimHeld(delivery: OrderEventDeliveryRow) {
  return and(
    eq(orderEventDeliveries.id, delivery.id),
    eq(orderEventDeliveries.status, 'pending'),
    eq(orderEventDeliveries.attempts, delivery.attempts),
  );
}
