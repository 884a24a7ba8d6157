import { Injectable } from '@nestjs/common';
import type { Database } from '../database/database.types';
import type { DeliveredOrderEvent, OrderEventType } from './order-event.types';

/**
 * A module's reaction to an event after its commit. Delivered at least once: a handler may run
 * again for the same event (a crash after its side effect, before its delivery was marked done),
 * so it does its database work on `tx`, the transaction that marks its delivery done (both commit
 * or neither), and keeps side effects outside the database few and harmless to repeat.
 */
export interface OrderEventSubscriber<T extends OrderEventType = OrderEventType> {
  /**
   * Stable and unique, '<module>.<what>' (e.g. 'orders.confirmation-mail'): deliveries are stored
   * under it, so renaming a subscriber leaves its pending deliveries undelivered.
   */
  readonly name: string;
  readonly type: T;
  /**
   * Throwing rolls back `tx` and retries later with back-off. Every query goes through `tx`: on
   * the embedded database a query on another handle waits for this transaction, forever.
   */
  handle(event: DeliveredOrderEvent<T>, tx: Database): Promise<void>;
}

/**
 * Who listens to which event, filled by the modules at start-up (onModuleInit): publishing an
 * event writes one delivery per subscriber registered for its type, so the flows that publish
 * never import a subscriber.
 */
@Injectable()
export class OrderEventSubscribers {
  private readonly byName = new Map<string, OrderEventSubscriber>();

  subscribe<T extends OrderEventType>(subscriber: OrderEventSubscriber<T>): void {
    if (this.byName.has(subscriber.name))
      throw new Error(`Order event subscriber '${subscriber.name}' is registered twice`);
    this.byName.set(subscriber.name, subscriber as unknown as OrderEventSubscriber);
  }

  namesFor(type: OrderEventType): string[] {
    return [...this.byName.values()].filter((s) => s.type === type).map((s) => s.name);
  }

  names(): string[] {
    return [...this.byName.keys()];
  }

  find(name: string): OrderEventSubscriber | undefined {
    return this.byName.get(name);
  }
}
