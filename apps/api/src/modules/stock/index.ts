/**
 * The Stock module's front door: availability and reservations (StockService), where a delivery
 * goes, and the import format the seed loads.
 */
export { DELIVERY_DESTINATIONS, type DeliveryDestination } from './delivery-destination';
export { STOCK_STATUSES } from './dto/products-stock.dto';
export { OutOfStockError } from './stock-errors';
export type { StockImport } from './stock-import';
export { StockModule } from './stock.module';
export { StockService } from './stock.service';
