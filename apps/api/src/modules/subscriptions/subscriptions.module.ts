import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { SubscriptionRenewalsRepository } from './subscription-renewals.repository';
import { SubscriptionRenewalsService } from './subscription-renewals.service';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/** Autoship subscriptions and their table; other modules use SubscriptionsService. */
@Module({
  imports: [CatalogModule],
  providers: [
    SubscriptionsService,
    SubscriptionsRepository,
    SubscriptionRenewalsService,
    SubscriptionRenewalsRepository,
  ],
  exports: [SubscriptionsService, SubscriptionRenewalsService],
})
export class SubscriptionsModule {}
