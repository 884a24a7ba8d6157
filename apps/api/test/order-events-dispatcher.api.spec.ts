import { Logger } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/platform/database/database.types';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from '../src/platform/order-events/delivery-backoff';
import type { DeliveredOrderEvent } from '../src/platform/order-events/order-event.types';
import { OrderEventSubscribers } from '../src/platform/order-events/order-event-subscribers';
import {
  DELIVERY_CLAIM_LEASE_MS,
  OrderEventsDispatcher,
  type DispatchClock,
} from '../src/platform/order-events/order-events.dispatcher';
import { OrderEventsPublisher } from '../src/platform/order-events/order-events.publisher';
import { OrderEventsRepository } from '../src/platform/order-events/order-events.repository';
import { orderEventDeliveries, orderEvents } from '../src/platform/order-events/order-events.schema';
import { openMigratedDatabase, type MigratedDatabase } from './support/migrated-database';

/**
 * The outbox dispatcher on a real database (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres):
 * claims, retries with back-off, giving up, lapsed claims and two dispatchers on one outbox.
 */
describe('order events dispatcher', () => {
  let database: MigratedDatabase;
  let db: Database;
  let now: Date;
  const clock: DispatchClock = { now: () => now };

  beforeAll(async () => {
    // Failures are logged by design; the assertions read the deliveries instead.
    Logger.overrideLogger(false);
    database = await openMigratedDatabase();
    db = database.connection.db;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    now = new Date('2026-03-01T12:00:00Z');
    await db.delete(orderEventDeliveries);
  });

  /** One process's side of the outbox, with the given subscribers registered. */
  function processWith(
    ...handlers: Array<(event: DeliveredOrderEvent<'OrderCancelled'>, tx: Database) => Promise<void>>
  ) {
    const subscribers = new OrderEventSubscribers();
    handlers.forEach((handle, i) =>
      subscribers.subscribe({ name: `test.subscriber-${i}`, type: 'OrderCancelled', handle }),
    );
    const repository = new OrderEventsRepository(db);
    const dispatcher = new OrderEventsDispatcher(repository, subscribers, clock);
    const publisher = new OrderEventsPublisher(repository, subscribers, dispatcher, clock);
    const publish = (n: number) =>
      db.transaction((tx) =>
        publisher.publish(tx, 'OrderCancelled', {
          orderId: `order-${n}`,
          orderNumber: `SPN-${n}`,
          site: 'DTC',
          customerId: null,
        }),
      );
    return { dispatcher, repository, publisher, publish };
  }

  it('delivers each event once to each subscriber; done deliveries are never handed out again', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const p = processWith(
      async (event) => void first.push(event.payload.orderNumber),
      async (event) => void second.push(event.payload.orderNumber),
    );
    await p.publish(1);
    await p.publish(2);
    await p.dispatcher.drain();
    await p.dispatcher.drain();
    expect(first.sort()).toEqual(['SPN-1', 'SPN-2']);
    expect(second.sort()).toEqual(['SPN-1', 'SPN-2']);
    const rows = await p.repository.deliveriesOf();
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(Array(4).fill(['done', 1]));
  });

  it('an event published in a transaction that rolls back is never delivered', async () => {
    const seen: string[] = [];
    const p = processWith(async (event) => void seen.push(event.id));
    await expect(
      db.transaction(async (tx) => {
        await p.publisher.publish(tx, 'OrderCancelled', {
          orderId: 'x',
          orderNumber: 'SPN-0',
          site: 'DTC',
          customerId: null,
        });
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    await p.dispatcher.drain();
    expect(seen).toEqual([]);
    expect(await p.repository.deliveriesOf()).toEqual([]);
  });

  it('retries a failed delivery after its back-off, rolling back what the failed attempt wrote', async () => {
    let calls = 0;
    const p = processWith(async (event, tx) => {
      calls += 1;
      // The handler's own row, written with its delivery's done mark (or rolled back with it).
      await tx
        .insert(orderEvents)
        .values({ type: 'TestMarker', payload: { attempt: event.attempt }, createdAt: now });
      if (event.attempt === 1) throw new Error('mail server away');
    });
    const eventId = await p.publish(1);
    await p.dispatcher.drain();
    let [row] = await p.repository.deliveriesOf(eventId);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: mail server away' });
    expect(row.availableAt.getTime()).toBe(now.getTime() + retryDelayMs(1));

    await p.dispatcher.drain();
    expect(calls).toBe(1);
    now = new Date(now.getTime() + retryDelayMs(1));
    await p.dispatcher.drain();
    expect(calls).toBe(2);
    [row] = await p.repository.deliveriesOf(eventId);
    expect(row).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    const markers = await db.select().from(orderEvents).where(eq(orderEvents.type, 'TestMarker'));
    expect(markers.map((marker) => marker.payload)).toEqual([{ attempt: 2 }]);
  });

  it('gives a delivery up after MAX_DELIVERY_ATTEMPTS, keeping it as failed with its error', async () => {
    let calls = 0;
    const p = processWith(async () => {
      calls += 1;
      throw new Error('always broken');
    });
    const eventId = await p.publish(1);
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 3; i++) {
      await p.dispatcher.drain();
      now = new Date(now.getTime() + 2 * 60 * 60_000);
    }
    expect(calls).toBe(MAX_DELIVERY_ATTEMPTS);
    const [row] = await p.repository.deliveriesOf(eventId);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: MAX_DELIVERY_ATTEMPTS,
      lastError: 'Error: always broken',
    });
  });

  it("takes over a crashed dispatcher's claim once its lease ran out; the stale claim cannot mark it done", async () => {
    const seen: number[] = [];
    const p = processWith(async (event) => void seen.push(event.attempt));
    const eventId = await p.publish(1);
    // A dispatcher claims it, then dies before handling it.
    const [stale] = await p.repository.claimDue(
      ['test.subscriber-0'],
      now,
      new Date(now.getTime() + DELIVERY_CLAIM_LEASE_MS),
      10,
    );
    await p.dispatcher.drain();
    expect(seen).toEqual([]);
    now = new Date(now.getTime() + DELIVERY_CLAIM_LEASE_MS);
    await p.dispatcher.drain();
    expect(seen).toEqual([2]);
    expect(await db.transaction((tx) => p.repository.markDone(tx, stale.delivery, now))).toBe(false);
    const [row] = await p.repository.deliveriesOf(eventId);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('two dispatchers draining one outbox at once deliver every event exactly once', async () => {
    const handled: string[] = [];
    const handler = async (event: DeliveredOrderEvent<'OrderCancelled'>) => {
      handled.push(event.payload.orderNumber);
      await new Promise((done) => setTimeout(done, 1));
    };
    const a = processWith(handler);
    const b = processWith(handler);
    for (let n = 0; n < 45; n++) await a.publish(n);
    await Promise.all([a.dispatcher.drain(), b.dispatcher.drain(), a.dispatcher.drain()]);
    expect(handled).toHaveLength(45);
    expect(new Set(handled).size).toBe(45);
    const rows = await db.select().from(orderEventDeliveries).where(eq(orderEventDeliveries.status, 'done'));
    expect(rows).toHaveLength(45);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it('a stopped dispatcher claims nothing; another process delivers what it left', async () => {
    const seen: string[] = [];
    const dying = processWith(async (event) => void seen.push(`dying:${event.payload.orderNumber}`));
    await dying.dispatcher.stop();
    await dying.publish(1);
    dying.dispatcher.kick();
    await dying.dispatcher.drain();
    expect(seen).toEqual([]);
    const next = processWith(async (event) => void seen.push(`next:${event.payload.orderNumber}`));
    await next.dispatcher.drain();
    expect(seen).toEqual(['next:SPN-1']);
  });
});
