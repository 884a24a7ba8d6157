import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import { insertMissing } from '../../platform/database/insert-missing';
import type { DeliveryDestination } from './delivery-destination';
import type { StockImport } from './stock-import';
import { stateZipRanges, stockLevels, usStates, warehouseCoverage, warehouses } from './stock.schema';

/** A warehouse's ZIP range for a destination, with the carrier's transit time. */
export interface Lane {
  warehouseCode: string;
  from: string;
  to: string;
  transitDays: number;
}

/** Rows are inserted in batches of this many: one statement per batch keeps parameters bounded. */
const INSERT_BATCH = 500;

/** The Drizzle queries of the Stock module's tables. */
@Injectable()
export class StockRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  lanes(destination: DeliveryDestination): Promise<Lane[]> {
    return this.db
      .select({
        warehouseCode: warehouseCoverage.warehouseCode,
        from: warehouseCoverage.zipFrom,
        to: warehouseCoverage.zipTo,
        transitDays: warehouseCoverage.transitDays,
      })
      .from(warehouseCoverage)
      .where(eq(warehouseCoverage.destination, destination))
      .orderBy(asc(warehouseCoverage.zipFrom));
  }

  warehouses() {
    return this.db.select().from(warehouses).orderBy(asc(warehouses.code));
  }

  /** The state whose ZIP ranges hold a 5-digit ZIP. */
  async stateOfZip(zip: string): Promise<{ code: string; name: string } | undefined> {
    const [state] = await this.db
      .select({ code: usStates.code, name: usStates.name })
      .from(stateZipRanges)
      .innerJoin(usStates, eq(usStates.code, stateZipRanges.stateCode))
      .where(and(lte(stateZipRanges.zipFrom, zip), gte(stateZipRanges.zipTo, zip)))
      .limit(1);
    return state;
  }

  /** Units per SKU in one warehouse, or summed over all of them when no warehouse is given. */
  async quantitiesOf(skus: string[], warehouseCode: string | undefined): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ sku: stockLevels.sku, quantity: sql<number>`sum(${stockLevels.quantity})::int` })
      .from(stockLevels)
      .where(
        and(
          inArray(stockLevels.sku, skus),
          warehouseCode ? eq(stockLevels.warehouseCode, warehouseCode) : undefined,
        ),
      )
      .groupBy(stockLevels.sku);
    return new Map(rows.map((row) => [row.sku, Number(row.quantity)]));
  }

  /**
   * Takes units of one SKU at a warehouse only when there are enough (one conditional update,
   * so concurrent orders can never take the level below zero); false when short or not stocked.
   * Runs on the caller's handle (the order's transaction).
   */
  async decrement(db: Database, warehouseCode: string, sku: string, quantity: number): Promise<boolean> {
    const taken = await db
      .update(stockLevels)
      .set({ quantity: sql`${stockLevels.quantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(stockLevels.warehouseCode, warehouseCode),
          eq(stockLevels.sku, sku),
          gte(stockLevels.quantity, quantity),
        ),
      )
      .returning({ sku: stockLevels.sku });
    return taken.length === 1;
  }

  /** Puts units of one SKU back at a warehouse (a row that is gone comes back with them). */
  async increment(db: Database, warehouseCode: string, sku: string, quantity: number): Promise<void> {
    await db
      .insert(stockLevels)
      .values({ warehouseCode, sku, quantity })
      .onConflictDoUpdate({
        target: [stockLevels.warehouseCode, stockLevels.sku],
        set: { quantity: sql`${stockLevels.quantity} + ${quantity}`, updatedAt: sql`now()` },
      });
  }

  /**
   * Inserts what is missing; answers how many reference rows (warehouses, coverage, states) and
   * inventory rows it wrote, so the caller knows whether reference answers must be dropped.
   */
  async insertMissing(stock: StockImport): Promise<{ reference: number; levels: number }> {
    return this.db.transaction(async (tx) => {
      const reference =
        (await insertMissing(tx, warehouses, stock.warehouses)) +
        (await insertMissing(tx, warehouseCoverage, stock.coverage)) +
        (await insertMissing(tx, usStates, stock.states)) +
        (await insertMissing(tx, stateZipRanges, stock.stateZipRanges));
      let levels = 0;
      for (let i = 0; i < stock.levels.length; i += INSERT_BATCH) {
        levels += await insertMissing(tx, stockLevels, stock.levels.slice(i, i + INSERT_BATCH));
      }
      return { reference, levels };
    });
  }
}
