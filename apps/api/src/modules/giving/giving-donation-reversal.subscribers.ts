import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Database } from '../../platform/database/database.types';
import {
  type DeliveredOrderEvent,
  type OrderEventSubscriber,
  OrderEventSubscribers,
} from '../../platform/order-events';
import { GivingOrderDonationsService } from './giving-order-donations.service';

/**
 * A cancelled order takes back everything its donation still gives; written on the delivery's
 * transaction, once per event (an entry per event and kind), nothing deleted.
 */
@Injectable()
export class GivingCancellationReversal implements OrderEventSubscriber<'OrderCancelled'>, OnModuleInit {
  readonly name = 'giving.donation-reversal-on-cancel';
  readonly type = 'OrderCancelled' as const;

  constructor(
    private readonly subscribers: OrderEventSubscribers,
    private readonly donations: GivingOrderDonationsService,
  ) {}

  onModuleInit(): void {
    this.subscribers.subscribe(this);
  }

  handle(event: DeliveredOrderEvent<'OrderCancelled'>, tx: Database): Promise<void> {
    return this.donations.reverse(tx, {
      reason: 'cancelled',
      orderId: event.payload.orderId,
      eventId: event.id,
    });
  }
}

/** A refund takes back its share of the donation (all of it when everything is refunded). */
@Injectable()
export class GivingRefundReversal implements OrderEventSubscriber<'OrderRefunded'>, OnModuleInit {
  readonly name = 'giving.donation-reversal-on-refund';
  readonly type = 'OrderRefunded' as const;

  constructor(
    private readonly subscribers: OrderEventSubscribers,
    private readonly donations: GivingOrderDonationsService,
  ) {}

  onModuleInit(): void {
    this.subscribers.subscribe(this);
  }

  handle(event: DeliveredOrderEvent<'OrderRefunded'>, tx: Database): Promise<void> {
    return this.donations.reverse(tx, {
      reason: 'refunded',
      orderId: event.payload.orderId,
      eventId: event.id,
      refundedCents: event.payload.amountCents,
    });
  }
}
