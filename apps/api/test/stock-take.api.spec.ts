import { and, eq, sql } from 'drizzle-orm';
import { stockLevels } from '../src/modules/stock/testing';
import { OutOfStockError, StockService } from '../src/modules/stock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

const WAREHOUSE = 'DEN';

/**
 * StockService.take / giveBack (ARCHITECTURE §6 Stock, issue 13): the conditional decrement inside
 * the order's transaction, on PGlite and (TEST_DB_ENGINE=postgres) PostgreSQL.
 */
describe('StockService.take and giveBack', () => {
  let t: TestApp;
  let db: Database;
  let stock: StockService;
  let skuCount = 0;

  /** A SKU of this test only, stocked with `quantity` units at the Denver warehouse. */
  async function stocked(quantity: number): Promise<string> {
    const sku = `TEST-TAKE-${process.pid}-${(skuCount += 1)}`;
    await db.insert(stockLevels).values({ warehouseCode: WAREHOUSE, sku, quantity });
    return sku;
  }

  async function unitsOf(sku: string, warehouseCode = WAREHOUSE): Promise<number | undefined> {
    const [row] = await db
      .select({ quantity: stockLevels.quantity })
      .from(stockLevels)
      .where(and(eq(stockLevels.warehouseCode, warehouseCode), eq(stockLevels.sku, sku)));
    return row?.quantity;
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
    stock = t.app.get(StockService);
  });
  afterAll(() => t.close());

  it('takes the units of every SKU in one call, adding up repeated SKUs', async () => {
    const [a, b] = [await stocked(10), await stocked(3)];
    await db.transaction((tx) =>
      stock.take(tx, WAREHOUSE, [
        { sku: a, quantity: 2 },
        { sku: b, quantity: 3 },
        { sku: a, quantity: 1 },
      ]),
    );
    expect(await unitsOf(a)).toBe(7);
    expect(await unitsOf(b)).toBe(0);
  });

  it('refuses more than there is: 409 OUT_OF_STOCK naming every short SKU, and takes nothing', async () => {
    const [plenty, few, none] = [await stocked(10), await stocked(1), await stocked(0)];
    const unknown = `TEST-NOT-STOCKED-${process.pid}`;
    const taking = db.transaction((tx) =>
      stock.take(tx, WAREHOUSE, [
        { sku: plenty, quantity: 2 },
        { sku: few, quantity: 2 },
        { sku: none, quantity: 1 },
        { sku: unknown, quantity: 1 },
      ]),
    );
    await expect(taking).rejects.toBeInstanceOf(OutOfStockError);
    await expect(taking).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      status: 409,
      skus: [few, none, unknown].sort(),
    });
    expect(await unitsOf(plenty)).toBe(10);
    expect(await unitsOf(few)).toBe(1);
  });

  it('takes nothing on a shortage even when the caller carries on with its transaction', async () => {
    const [plenty, few] = [await stocked(5), await stocked(0)];
    await db.transaction(async (tx) => {
      await expect(
        stock.take(tx, WAREHOUSE, [
          { sku: plenty, quantity: 1 },
          { sku: few, quantity: 1 },
        ]),
      ).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
      await stock.take(tx, WAREHOUSE, [{ sku: plenty, quantity: 2 }]);
    });
    expect(await unitsOf(plenty)).toBe(3);
  });

  it("is undone with the caller's transaction (a failed payment leaves no stock taken)", async () => {
    const sku = await stocked(4);
    await expect(
      db.transaction(async (tx) => {
        await stock.take(tx, WAREHOUSE, [{ sku, quantity: 3 }]);
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    expect(await unitsOf(sku)).toBe(4);
  });

  it('only takes from the warehouse it is given', async () => {
    const sku = await stocked(2);
    await expect(db.transaction((tx) => stock.take(tx, 'ATL', [{ sku, quantity: 1 }]))).rejects.toMatchObject(
      { code: 'OUT_OF_STOCK' },
    );
    expect(await unitsOf(sku)).toBe(2);
  });

  it('gives units back, and brings back a row that is gone', async () => {
    const sku = await stocked(1);
    await db.transaction((tx) => stock.take(tx, WAREHOUSE, [{ sku, quantity: 1 }]));
    await db.transaction((tx) => stock.giveBack(tx, WAREHOUSE, [{ sku, quantity: 1 }]));
    expect(await unitsOf(sku)).toBe(1);
    const gone = `TEST-GONE-${process.pid}`;
    await db.transaction((tx) => stock.giveBack(tx, WAREHOUSE, [{ sku: gone, quantity: 2 }]));
    expect(await unitsOf(gone)).toBe(2);
  });

  it('answers the warehouse serving a ZIP (the default guest ZIP is Denver)', async () => {
    expect(await stock.warehouseFor('80011', 'HOME')).toBe('DEN');
    await expect(stock.warehouseFor('00000', 'HOME')).rejects.toMatchObject({ code: 'WAREHOUSE_NOT_FOUND' });
  });

  describe.each([
    [12, 5],
    [4, 10],
    [6, 6],
  ])('%i parallel orders of one unit, %i in stock', (orders, units) => {
    it(`exactly min(N, k) succeed and the stock ends at max(0, k - N)`, async () => {
      const sku = await stocked(units);
      const results = await Promise.allSettled(
        Array.from({ length: orders }, () =>
          db.transaction(async (tx) => {
            await stock.take(tx, WAREHOUSE, [{ sku, quantity: 1 }]);
            // The rest of an order's transaction, holding the row meanwhile.
            await tx.execute(sql`select pg_sleep(0.01)`);
          }),
        ),
      );
      const succeeded = results.filter((result) => result.status === 'fulfilled').length;
      const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(succeeded).toBe(Math.min(orders, units));
      for (const reason of refused) expect(reason).toBeInstanceOf(OutOfStockError);
      expect(await unitsOf(sku)).toBe(Math.max(0, units - orders));
    });
  });
});
