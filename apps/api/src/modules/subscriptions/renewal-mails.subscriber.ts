import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MailService } from '../../platform/mail/mail.service';
import {
  OrderEventSubscribers,
  type DeliveredOrderEvent,
  type SubscriptionMailRecipient,
} from '../../platform/order-events';
import { SiteOrigins } from '../../platform/site/site-origins';
import type { SiteId } from '@shop/identity';
import {
  renderRenewalFailed,
  renderRenewalPaused,
  renderRenewalReminder,
  type RenewalMailContext,
} from './renewal-mails';

/**
 * The autoship renewal mails, on the renewal job's events: a failure that is the customer's to
 * fix (retried later, or paused at the third) and the reminder before a renewal. Everything they
 * say is in the event, so the handler reads nothing; a mail that cannot be sent is retried.
 */
@Injectable()
export class RenewalMailsSubscriber implements OnModuleInit {
  constructor(
    private readonly subscribers: OrderEventSubscribers,
    private readonly mail: MailService,
    private readonly origins: SiteOrigins,
  ) {}

  onModuleInit(): void {
    this.subscribers.subscribe({
      name: 'subscriptions.renewal-failed-mail',
      type: 'SubscriptionRenewalFailed',
      handle: (event) => this.failed(event),
    });
    this.subscribers.subscribe({
      name: 'subscriptions.renewal-reminder-mail',
      type: 'SubscriptionRenewalReminderDue',
      handle: (event) => this.reminder(event),
    });
  }

  private async failed(event: DeliveredOrderEvent<'SubscriptionRenewalFailed'>): Promise<void> {
    const failure = event.payload;
    // Our own failures (the provider away) are retried without troubling the customer.
    if (failure.kind !== 'customer' || !failure.recipient) return;
    const context = this.context(failure.site, failure.recipient);
    await this.mail.send(
      failure.paused || failure.retryAt === null
        ? renderRenewalPaused(context, failure.code)
        : renderRenewalFailed(context, failure.code, new Date(failure.retryAt)),
    );
  }

  private async reminder(event: DeliveredOrderEvent<'SubscriptionRenewalReminderDue'>): Promise<void> {
    const due = event.payload;
    await this.mail.send(renderRenewalReminder(this.context(due.site, due.recipient), due.nextOrderDate));
  }

  private context(site: SiteId, recipient: SubscriptionMailRecipient): RenewalMailContext {
    return {
      site,
      ...recipient,
      autoshipsUrl: `${this.origins.publicOrigin(site)}/account/autoships`,
    };
  }
}
