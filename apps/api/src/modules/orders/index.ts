/**
 * The Orders module's front door: flows place orders through OrdersService with a NewOrder; the
 * account shows a customer's orders with OrderSummaryDto.
 */
export { OrderAddressDto } from './dto/order.dto';
export { OrderSummaryDto } from './dto/order-summary.dto';
export type { NewOrder, NewOrderLine, NewOrderTotals, OrderAddress } from './new-order';
export { orderGid } from './order-ids';
export { OrdersModule } from './orders.module';
export { OrdersService } from './orders.service';
