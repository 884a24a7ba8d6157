/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests reach
 * inside stock to arrange rows or reset a cache. Never a way for other modules in.
 */
export { StockReferenceCache } from './stock-reference-cache';
export { stockLevels, warehouseCoverage, warehouses } from './stock.schema';
