import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Database } from '../../platform/database/database.types';
import {
  OrderEventSubscribers,
  type DeliveredOrderEvent,
  type OrderEventSubscriber,
} from '../../platform/order-events';
import { OrdersService } from './orders.service';

/**
 * The order confirmation mail, on OrderPlaced (checkout and renewal orders alike), delivered
 * after the order's commit from the outbox. At least once: a crash after the mail went and before
 * the delivery was marked done mails it again, the one case a shopper may get two.
 */
@Injectable()
export class OrderConfirmationSubscriber implements OrderEventSubscriber<'OrderPlaced'>, OnModuleInit {
  readonly name = 'orders.confirmation-mail';
  readonly type = 'OrderPlaced' as const;

  constructor(
    private readonly subscribers: OrderEventSubscribers,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit(): void {
    this.subscribers.subscribe(this);
  }

  handle(event: DeliveredOrderEvent<'OrderPlaced'>, tx: Database): Promise<void> {
    return this.orders.sendConfirmation({ id: event.payload.orderId }, tx);
  }
}
