import { Module } from '@nestjs/common';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { CartModule } from '../../modules/cart';
import { ContentModule } from '../../modules/content';
import { OrdersModule } from '../../modules/orders';
import { StockModule } from '../../modules/stock';
import { OrderSteps } from './order-steps';

/** The order-booking steps the checkout and renewal flows share. */
@Module({
  imports: [StockModule, OrdersModule, PaymentsModule, ContentModule, CartModule],
  providers: [OrderSteps],
  exports: [OrderSteps],
})
export class OrderStepsModule {}
