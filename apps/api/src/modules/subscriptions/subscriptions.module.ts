import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { StockModule } from '../stock/stock.module';
import { SubscriptionSelfServiceService } from './subscription-self-service.service';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Autoship subscriptions and their table: created at checkout, listed and changed by their
 * customers (self-service, libs/cart's autoship rules); other modules use SubscriptionsService.
 */
@Module({
  imports: [CatalogModule, IdentityModule, StockModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService, SubscriptionSelfServiceService, SubscriptionsRepository],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
