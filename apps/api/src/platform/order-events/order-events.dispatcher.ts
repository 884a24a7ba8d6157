import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from './delivery-backoff';
import type { DeliveredOrderEvent, OrderEventType } from './order-event.types';
import { OrderEventSubscribers } from './order-event-subscribers';
import { OrderEventsRepository, type ClaimedDelivery } from './order-events.repository';

/** Deliveries claimed per round trip. */
export const DELIVERY_BATCH_SIZE = 20;

/**
 * How long a claim holds a delivery: far longer than a handler takes (a mail), so two
 * dispatchers never both hold one; a crashed dispatcher's claims are taken over after it.
 */
export const DELIVERY_CLAIM_LEASE_MS = 5 * 60_000;

/** The dispatcher's sense of time; tests move it to reach a back-off or a lapsed claim. */
export interface DispatchClock {
  now(): Date;
}

export const DISPATCH_CLOCK = Symbol('DISPATCH_CLOCK');

/** What one pass delivered. */
export interface DeliveryCounts {
  delivered: number;
  failed: number;
}

/**
 * Delivers the outbox's pending deliveries to their subscribers (ARCHITECTURE §2 order events):
 * claimed in batches with FOR UPDATE SKIP LOCKED and a lease, so any number of API processes may
 * run it and each delivery is held by one; each handler runs in a transaction that also marks
 * its delivery done; a failure is logged and retried with back-off, and after
 * MAX_DELIVERY_ATTEMPTS kept as failed (logged as an error) for an operator to look at.
 * `kick` after a commit delivers at once; the poller finds what a crash or a back-off left.
 */
@Injectable()
export class OrderEventsDispatcher implements OnApplicationShutdown {
  private readonly logger = new Logger('OrderEvents');
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly repository: OrderEventsRepository,
    private readonly subscribers: OrderEventSubscribers,
    @Inject(DISPATCH_CLOCK) private readonly clock: DispatchClock,
  ) {}

  /**
   * Delivers what is due now, without the caller waiting: from the next turn of the event loop,
   * so even the first statement's building is not the caller's (a shopper's answer goes first).
   * Calls during a pass add one more pass.
   */
  kick(): void {
    setImmediate(() => void this.drain());
  }

  /**
   * Delivers until nothing is due, and resolves then (a test's deterministic drain; the poller's
   * tick). Never throws: a pass that fails (the database away) is logged and left to the next.
   */
  drain(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.passes().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * No more claims from this dispatcher; a delivery in hand finishes. Shutdown calls it, and a
   * test calls it to stand for a process that dies between a commit and its delivery.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  /** One batch: claims, delivers each, answers the counts (0 and 0 when nothing was due). */
  async deliverBatch(): Promise<DeliveryCounts> {
    const now = this.clock.now();
    const claimed = await this.repository.claimDue(
      this.subscribers.names(),
      now,
      new Date(now.getTime() + DELIVERY_CLAIM_LEASE_MS),
      DELIVERY_BATCH_SIZE,
    );
    const counts: DeliveryCounts = { delivered: 0, failed: 0 };
    for (const item of claimed) {
      if (await this.deliver(item)) counts.delivered += 1;
      else counts.failed += 1;
    }
    return counts;
  }

  private async passes(): Promise<void> {
    do {
      this.again = false;
      try {
        // A failed delivery backs off, so it is not claimed again in this loop: it ends.
        for (;;) {
          if (this.stopped) return;
          const counts = await this.deliverBatch();
          // A batch short of full took everything due when it claimed; what commits later kicks again.
          if (counts.delivered + counts.failed < DELIVERY_BATCH_SIZE) break;
        }
      } catch (error) {
        this.logger.error(`Order event delivery pass failed: ${String(error)}`);
        return;
      }
    } while (this.again);
  }

  private async deliver({ delivery, event }: ClaimedDelivery): Promise<boolean> {
    const subscriber = this.subscribers.find(delivery.subscriber);
    const label = `${event.type} ${event.id} to ${delivery.subscriber} (attempt ${delivery.attempts})`;
    try {
      // Only this process's subscribers' deliveries are claimed; one unregistered since is a bug.
      if (!subscriber) throw new Error(`no subscriber '${delivery.subscriber}' in this process`);
      const delivered: DeliveredOrderEvent = {
        id: event.id,
        type: event.type as OrderEventType,
        payload: event.payload as DeliveredOrderEvent['payload'],
        createdAt: event.createdAt,
        attempt: delivery.attempts,
      };
      await this.repository.db.transaction(async (tx) => {
        await subscriber.handle(delivered, tx);
        if (!(await this.repository.markDone(tx, delivery, this.clock.now())))
          throw new LostClaimError(label);
      });
      return true;
    } catch (error) {
      if (error instanceof LostClaimError) {
        this.logger.warn(`Delivery of ${label} was claimed by another dispatcher meanwhile`);
        return false;
      }
      const giveUp = delivery.attempts >= MAX_DELIVERY_ATTEMPTS;
      const retryAt = new Date(this.clock.now().getTime() + retryDelayMs(delivery.attempts));
      if (giveUp) this.logger.error(`Delivery of ${label} failed for good: ${String(error)}`);
      else
        this.logger.warn(
          `Delivery of ${label} failed, retried at ${retryAt.toISOString()}: ${String(error)}`,
        );
      await this.repository.markFailed(delivery, { error: String(error), retryAt, giveUp });
      return false;
    }
  }
}

/** The claim ran out and another dispatcher has the delivery: this handler's writes roll back. */
class LostClaimError extends Error {
  constructor(label: string) {
    super(`lost the claim on ${label}`);
  }
}
