import { Module } from '@nestjs/common';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { CartModule } from '../../modules/cart/cart.module';
import { ContentModule } from '../../modules/content/content.module';
import { OrdersModule } from '../../modules/orders/orders.module';
import { StockModule } from '../../modules/stock/stock.module';
import { OrderSteps } from './order-steps';

/** The order-booking steps the checkout and renewal flows share. */
@Module({
  imports: [StockModule, OrdersModule, PaymentsModule, ContentModule, CartModule],
  providers: [OrderSteps],
  exports: [OrderSteps],
})
export class OrderStepsModule {}
