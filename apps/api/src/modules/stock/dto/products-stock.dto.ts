import { ApiProperty } from '@nestjs/swagger';
import type { StockStatus } from '@shop/catalog';
import { DELIVERY_DESTINATIONS, type DeliveryDestination } from '../delivery-destination';

export const STOCK_STATUSES: readonly StockStatus[] = ['IN', 'LTD', 'OUT'];

export class SkuStockDto {
  sku!: string;
  /** False only when the status is OUT. */
  in_stock!: boolean;
  /** IN, LTD (at or below the limited-stock threshold) or OUT; an unknown SKU is OUT. */
  @ApiProperty({ enum: STOCK_STATUSES, enumName: 'StockStatus' })
  stock_status!: StockStatus;
  /**
   * Code of the warehouse that serves the ZIP and whose inventory decided the status; null only
   * when ZIP validation is bypassed and no warehouse serves the ZIP (the status then reflects the
   * whole network's inventory).
   */
  @ApiProperty({ type: String, nullable: true })
  warehouse!: string | null;
}

export class ProductsStockDto {
  zipCode!: string;
  @ApiProperty({ enum: DELIVERY_DESTINATIONS, enumName: 'DeliveryDestination' })
  destination!: DeliveryDestination;
  /** One entry per distinct requested SKU, in request order. */
  data!: SkuStockDto[];
}
