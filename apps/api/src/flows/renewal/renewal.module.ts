import { Module } from '@nestjs/common';
import { CartModule } from '../../modules/cart';
import { CatalogModule } from '../../modules/catalog';
import { IdentityModule } from '../../modules/identity';
import { StockModule } from '../../modules/stock';
import { SubscriptionsModule } from '../../modules/subscriptions';
import { OrderStepsModule } from '../order-steps/order-steps.module';
import { RenewSubscriptionFlow } from './renew-subscription.flow';
import { RenewalController } from './renewal.controller';
import { RenewalJob } from './renewal-job';
import { RenewalMetrics } from './renewal-metrics';
import { RenewalScheduler } from './renewal-scheduler';

/**
 * Autoship renewals (issue 14): the job that places every due subscription's order through the
 * checkout's order steps, its interval, its reminders and its operator call.
 */
@Module({
  imports: [IdentityModule, CatalogModule, CartModule, StockModule, SubscriptionsModule, OrderStepsModule],
  controllers: [RenewalController],
  providers: [RenewSubscriptionFlow, RenewalJob, RenewalMetrics, RenewalScheduler],
})
export class RenewalModule {}
