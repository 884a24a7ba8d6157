import { Global, Module } from '@nestjs/common';
import { OrderContributions } from './order-contributions';
import { DISPATCH_CLOCK, OrderEventsDispatcher, type DispatchClock } from './order-events.dispatcher';
import { OrderEventSubscribers } from './order-event-subscribers';
import { OrderEventsMetrics } from './order-events.metrics';
import { OrderEventsPoller } from './order-events.poller';
import { OrderEventsPublisher } from './order-events.publisher';
import { OrderEventsRepository } from './order-events.repository';

const wallClock: DispatchClock = { now: () => new Date() };

/**
 * Order events (ARCHITECTURE §2): in-transaction contributions and the after-commit outbox, with
 * its own tables. Global, like the database: flows publish, modules subscribe, and neither knows
 * the other. It imports no module.
 */
@Global()
@Module({
  providers: [
    { provide: DISPATCH_CLOCK, useValue: wallClock },
    OrderEventsRepository,
    OrderEventSubscribers,
    OrderEventsDispatcher,
    OrderEventsPoller,
    OrderEventsPublisher,
    OrderContributions,
    OrderEventsMetrics,
  ],
  exports: [OrderEventsPublisher, OrderEventSubscribers, OrderContributions, OrderEventsDispatcher],
})
export class OrderEventsModule {}
