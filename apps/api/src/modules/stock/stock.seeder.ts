import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DEFAULT_GUEST_ZIP, isZipInRanges } from '@shop/catalog';
import type { Env } from '../../platform/config/env.schema';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { CatalogService } from '../catalog/catalog.service';
import { planStockLevels } from './stock-level-planning';
import { StockReferenceCache } from './stock-reference-cache';
import { stateZipRanges, stockLevels, usStates, warehouseCoverage, warehouses } from './stock.schema';
import { US_STATE_ZIP_PREFIXES, STATE_ZIP_RANGE_ROWS } from './us-state.seed-data';
import { SEED_COVERAGE, SEED_WAREHOUSES } from './warehouse.seed-data';

const INSERT_BATCH = 500;

/** The warehouse a new visitor's stock is checked against: the one serving the default guest ZIP. */
export function defaultGuestWarehouseCode(): string {
  const lane = SEED_COVERAGE.find(
    (row) =>
      row.destination === 'HOME' && isZipInRanges(DEFAULT_GUEST_ZIP, [{ from: row.zipFrom, to: row.zipTo }]),
  );
  if (!lane) throw new Error(`Seed coverage must serve the default guest ZIP ${DEFAULT_GUEST_ZIP}`);
  return lane.warehouseCode;
}

/**
 * Warehouses, coverage, states and starting inventory for every catalogue SKU. Runs after the
 * Catalog module's seeder (Nest boots imported modules first). Idempotent: existing rows, including
 * quantities an operator or an order changed, are left as they are. New reference rows (warehouses,
 * coverage, states) bump the stock reference cache.
 */
@Injectable()
export class StockSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly config: ConfigService<Env, true>,
    private readonly catalog: CatalogService,
    private readonly reference: StockReferenceCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.get('SEED', { infer: true })) await this.seed();
  }

  async seed(): Promise<void> {
    const referenceRows = [
      await this.db.insert(warehouses).values(SEED_WAREHOUSES).onConflictDoNothing().returning(),
      await this.db.insert(warehouseCoverage).values(SEED_COVERAGE).onConflictDoNothing().returning(),
      await this.db
        .insert(usStates)
        .values(US_STATE_ZIP_PREFIXES.map(({ code, name }) => ({ code, name })))
        .onConflictDoNothing()
        .returning(),
      await this.db.insert(stateZipRanges).values(STATE_ZIP_RANGE_ROWS).onConflictDoNothing().returning(),
    ].reduce((sum, rows) => sum + rows.length, 0);
    if (referenceRows > 0) await this.reference.bump();

    const levels = planStockLevels(
      await this.catalog.listSkus(),
      SEED_WAREHOUSES.map((w) => w.code),
      defaultGuestWarehouseCode(),
    );
    for (let i = 0; i < levels.length; i += INSERT_BATCH) {
      await this.db
        .insert(stockLevels)
        .values(levels.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing();
    }
  }
}
