import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/** Autoship subscriptions and their table; other modules use SubscriptionsService. */
@Module({
  imports: [CatalogModule],
  providers: [SubscriptionsService, SubscriptionsRepository],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
