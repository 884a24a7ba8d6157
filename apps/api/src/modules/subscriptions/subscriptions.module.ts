import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { StockModule } from '../stock';
import { RenewalMailsSubscriber } from './renewal-mails.subscriber';
import { SubscriptionRenewalsRepository } from './subscription-renewals.repository';
import { SubscriptionRenewalsService } from './subscription-renewals.service';
import { SubscriptionSelfServiceService } from './subscription-self-service.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Autoship subscriptions and their table: created at checkout, listed and changed by their
 * customers (self-service, libs/cart's autoship rules), renewed by the renewal flow; other modules
 * use SubscriptionsService and SubscriptionRenewalsService. It mails the renewal's customer on
 * the renewal job's events (RenewalMailsSubscriber).
 */
@Module({
  imports: [CatalogModule, StockModule],
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionsService,
    SubscriptionSelfServiceService,
    SubscriptionsRepository,
    SubscriptionRenewalsService,
    SubscriptionRenewalsRepository,
    RenewalMailsSubscriber,
  ],
  exports: [SubscriptionsService, SubscriptionRenewalsService],
})
export class SubscriptionsModule {}
