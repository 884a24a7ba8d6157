import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../../platform/idempotency/idempotency.module';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { AccountModule } from '../../modules/account/account.module';
import { CartModule } from '../../modules/cart/cart.module';
import { ClinicsModule } from '../../modules/clinics/clinics.module';
import { ContentModule } from '../../modules/content/content.module';
import { IdentityModule } from '../../modules/identity/identity.module';
import { OrdersModule } from '../../modules/orders/orders.module';
import { StockModule } from '../../modules/stock/stock.module';
import { SubscriptionsModule } from '../../modules/subscriptions/subscriptions.module';
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
