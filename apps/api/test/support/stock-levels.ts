import { and, eq } from 'drizzle-orm';
import { stockLevels } from '../../src/modules/stock/testing';
import type { Database } from '../../src/platform/database/database.types';

/** Units of `sku` on hand at `warehouse` (0 without a row), read straight from the stock table. */
export async function unitsAt(db: Database, warehouse: string, sku: string): Promise<number> {
  const [row] = await db
    .select({ quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(and(eq(stockLevels.warehouseCode, warehouse), eq(stockLevels.sku, sku)));
  return row?.quantity ?? 0;
}

/** Sets the units of `sku` at `warehouse`, as a stock take would, to arrange a test's stock. */
export async function setUnitsAt(
  db: Database,
  warehouse: string,
  sku: string,
  quantity: number,
): Promise<void> {
  await db
    .update(stockLevels)
    .set({ quantity })
    .where(and(eq(stockLevels.warehouseCode, warehouse), eq(stockLevels.sku, sku)));
}
