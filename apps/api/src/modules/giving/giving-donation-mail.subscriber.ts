import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Database } from '../../platform/database/database.types';
import { MailService } from '../../platform/mail/mail.service';
import {
  type DeliveredOrderEvent,
  type OrderEventSubscriber,
  OrderEventSubscribers,
} from '../../platform/order-events';
import { renderDonationMail } from './giving-donation-mail';
import { GivingOrderDonationsRepository } from './giving-order-donations.repository';

/**
 * The donation receipt of a placed order (checkout or renewal), from the outbox after the commit,
 * beside the orders module's confirmation (which knows nothing of giving). At least once, like
 * every subscriber: a crash between the mail and the delivery's commit sends it again.
 */
@Injectable()
export class GivingDonationMailSubscriber implements OrderEventSubscriber<'OrderPlaced'>, OnModuleInit {
  readonly name = 'giving.donation-mail';
  readonly type = 'OrderPlaced' as const;

  constructor(
    private readonly subscribers: OrderEventSubscribers,
    private readonly repository: GivingOrderDonationsRepository,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.subscribers.subscribe(this);
  }

  async handle(event: DeliveredOrderEvent<'OrderPlaced'>, tx: Database): Promise<void> {
    const record = await this.repository.find(event.payload.orderId, tx);
    if (!record) return;
    const message = renderDonationMail(
      event.payload.email,
      record,
      await this.repository.linesOf(record.orderId, tx),
    );
    if (message) await this.mail.send(message);
  }
}
