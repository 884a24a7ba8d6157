import { Module } from '@nestjs/common';
import { PaymentsModule } from '../../platform/payments/payments.module';
import { StockModule } from '../stock';
import { OrderConfirmationSubscriber } from './order-confirmation.subscriber';
import { OrderOperationsController } from './order-operations.controller';
import { OrderOperationsService } from './order-operations.service';
import { OrdersController } from './orders.controller';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/**
 * Orders (SPEC §3 Order, §7 'Customer and orders'): created by the checkout flow inside its
 * transaction (OrdersService.create), read by their customers, shipped and cancelled by
 * operators (cancelling returns the units through StockService and refunds the payment, and
 * publishes OrderCancelled and OrderRefunded). It confirms every OrderPlaced by mail.
 */
@Module({
  imports: [StockModule, PaymentsModule],
  controllers: [OrdersController, OrderOperationsController],
  providers: [OrdersService, OrderOperationsService, OrdersRepository, OrderConfirmationSubscriber],
  exports: [OrdersService],
})
export class OrdersModule {}
