/**
 * The front door of order events: how a module takes part in placing, cancelling and renewing
 * orders without the flows importing it (docs/decisions.md 'Order events').
 */
export { OrderEventsModule } from './order-events.module';
export { OrderEventsPublisher } from './order-events.publisher';
export { OrderEventSubscribers, type OrderEventSubscriber } from './order-event-subscribers';
export { OrderEventsDispatcher } from './order-events.dispatcher';
export {
  OrderContributions,
  contributedCents,
  type BookedOrder,
  type OrderCharge,
  type OrderContributor,
  type OrderDraft,
} from './order-contributions';
export type * from './order-event.types';
