import { Inject, Injectable } from '@nestjs/common';
import type { Database } from '../database/database.types';
import { DISPATCH_CLOCK, OrderEventsDispatcher, type DispatchClock } from './order-events.dispatcher';
import type { OrderEventPayloads, OrderEventType } from './order-event.types';
import { OrderEventSubscribers } from './order-event-subscribers';
import { OrderEventsRepository } from './order-events.repository';

/**
 * How flows and modules announce an order or subscription change: `publish` on the transaction
 * that makes the change (the event commits with it, or neither does), then `delivered` once it
 * has committed, so the subscribers run now rather than at the next poll.
 */
@Injectable()
export class OrderEventsPublisher {
  constructor(
    private readonly repository: OrderEventsRepository,
    private readonly subscribers: OrderEventSubscribers,
    private readonly dispatcher: OrderEventsDispatcher,
    @Inject(DISPATCH_CLOCK) private readonly clock: DispatchClock,
  ) {}

  /** Writes the event and a delivery per subscriber of its type on `tx`; answers the event id. */
  publish<T extends OrderEventType>(tx: Database, type: T, payload: OrderEventPayloads[T]): Promise<string> {
    return this.repository.insert(tx, { type, payload }, this.subscribers.namesFor(type), this.clock.now());
  }

  /**
   * After the publishing transaction committed: delivers in this process without waiting for the
   * poll (and without the caller waiting). Not calling it only delays delivery to the next poll.
   */
  committed(): void {
    this.dispatcher.kick();
  }
}
