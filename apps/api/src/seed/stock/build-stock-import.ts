import { DEFAULT_GUEST_ZIP, isZipInRanges } from '@shop/catalog';
import type { StockImport } from '../../modules/stock';
import { planStockLevels } from './stock-level-planning';
import { STATE_ZIP_RANGE_ROWS, US_STATE_ROWS } from './us-state.seed-data';
import { SEED_COVERAGE, SEED_WAREHOUSES } from './warehouse.seed-data';

/** The warehouse a new visitor's stock is checked against: the one serving the default guest ZIP. */
export function defaultGuestWarehouseCode(): string {
  const lane = SEED_COVERAGE.find(
    (row) =>
      row.destination === 'HOME' && isZipInRanges(DEFAULT_GUEST_ZIP, [{ from: row.zipFrom, to: row.zipTo }]),
  );
  if (!lane) throw new Error(`Seed coverage must serve the default guest ZIP ${DEFAULT_GUEST_ZIP}`);
  return lane.warehouseCode;
}

/** Warehouses, coverage, states and starting inventory for every SKU given, the same on every run. */
export function buildStockImport(skus: readonly string[]): StockImport {
  return {
    warehouses: SEED_WAREHOUSES,
    coverage: SEED_COVERAGE,
    states: US_STATE_ROWS,
    stateZipRanges: STATE_ZIP_RANGE_ROWS,
    levels: planStockLevels(
      skus,
      SEED_WAREHOUSES.map((w) => w.code),
      defaultGuestWarehouseCode(),
    ),
  };
}
