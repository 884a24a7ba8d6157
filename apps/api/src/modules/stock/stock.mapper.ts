import type { StockStatus } from '@shop/catalog';
import type { SkuStockDto } from './dto/products-stock.dto';
import type { WarehouseLookupDto } from './dto/warehouse-lookup.dto';
import type { WarehouseRow } from './stock.schema';

/** Rows of the Stock module's tables → the DTOs the storefront reads. */

export function toWarehouseLookupDto(warehouse: WarehouseRow): WarehouseLookupDto {
  return {
    warehouse: { code: warehouse.code, name: warehouse.name, city: warehouse.city, state: warehouse.state },
  };
}

export function toSkuStockDto(sku: string, status: StockStatus, warehouseCode: string | null): SkuStockDto {
  return { sku, in_stock: status !== 'OUT', stock_status: status, warehouse: warehouseCode };
}
