import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { AccountModule } from '../../modules/account';
import { CartModule } from '../../modules/cart';
import { StaffQuotaModule } from '../../modules/staff-quota';
import { ClinicsModule } from '../../modules/clinics';
import { ContentModule } from '../../modules/content';
import { IdentityModule } from '../../modules/identity';
import { OrdersModule } from '../../modules/orders';
import { StockModule } from '../../modules/stock';
import { SubscriptionsModule } from '../../modules/subscriptions';
import { OrderStepsModule } from '../order-steps/order-steps.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { PlaceOrderFlow } from './place-order.flow';

/**
 * The checkout flow (issue 13): multipass, the checkout page's calls and placing an order across
 * cart -> stock -> payments -> orders -> subscriptions, through each module's exported service.
 */
@Module({
  imports: [
    IdentityModule,
    AccountModule,
    CartModule,
    StaffQuotaModule,
    ClinicsModule,
    ContentModule,
    StockModule,
    OrdersModule,
    SubscriptionsModule,
    PaymentsModule,
    IdempotencyModule,
    OrderStepsModule,
  ],
  controllers: [CheckoutController],
  providers: [CheckoutService, PlaceOrderFlow],
})
export class CheckoutModule {}
