import type {
  NewWarehouseCoverageRow,
  NewWarehouseRow,
  stateZipRanges,
  stockLevels,
  usStates,
} from './stock.schema';

/**
 * Warehouses, coverage, states and inventory to add where missing (StockService.addMissing): the
 * starter data from apps/api/src/seed. Rows already present, including quantities an operator or
 * an order changed, are never overwritten.
 */
export interface StockImport {
  warehouses: NewWarehouseRow[];
  coverage: NewWarehouseCoverageRow[];
  states: (typeof usStates.$inferInsert)[];
  stateZipRanges: (typeof stateZipRanges.$inferInsert)[];
  levels: Omit<typeof stockLevels.$inferInsert, 'updatedAt'>[];
}
