import { buildCatalogImport, skusOf } from '../src/seed/catalog/build-catalog-import';
import { SeedRunner } from '../src/seed/seed-runner';
import { and, eq, sql } from 'drizzle-orm';
import { stockLevels, warehouses } from '../src/modules/stock/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

interface SkuStock {
  sku: string;
  in_stock: boolean;
  stock_status: 'IN' | 'LTD' | 'OUT';
  warehouse: string | null;
}

/** Statuses of every SKU at a ZIP, asking 100 at a time like the storefront. */
async function statusesAt(t: TestApp, skus: string[], zipCode: string): Promise<Map<string, SkuStock>> {
  const all = new Map<string, SkuStock>();
  for (let i = 0; i < skus.length; i += 100) {
    const res = await t.http
      .post('/api/get-products-stock')
      .send({ skus: skus.slice(i, i + 100), zipCode, destination: 'HOME' })
      .expect(200);
    for (const entry of res.body.data as SkuStock[]) all.set(entry.sku, entry);
  }
  return all;
}

describe('POST /api/get-products-stock', () => {
  let t: TestApp;
  let db: Database;
  let skus: string[];
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
    skus = skusOf(buildCatalogImport());
  });
  afterAll(() => t.close());

  it('was seeded after the catalogue: every SKU has stock in every warehouse', async () => {
    expect(skus.length).toBeGreaterThan(0);
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(stockLevels);
    const warehouseCount = (await db.select().from(warehouses)).length;
    expect(warehouseCount).toBe(5);
    expect(Number(count)).toBe(skus.length * warehouseCount);
  });

  it('shows IN, LTD and OUT at the default guest ZIP 80011, all decided by the Denver warehouse', async () => {
    const statuses = await statusesAt(t, skus, '80011');
    expect(statuses.size).toBe(skus.length);
    const values = [...statuses.values()];
    expect(new Set(values.map((v) => v.stock_status))).toEqual(new Set(['IN', 'LTD', 'OUT']));
    expect(values.every((v) => v.warehouse === 'DEN')).toBe(true);
    expect(values.every((v) => v.in_stock === (v.stock_status !== 'OUT'))).toBe(true);
  });

  it('gives the same SKU a different status in another ZIP', async () => {
    const denver = await statusesAt(t, skus, '80011');
    const elsewhere = await Promise.all(
      ['10001', '30301', '60601', '90001'].map((zip) => statusesAt(t, skus, zip)),
    );
    const differs = skus.filter(
      (sku) =>
        denver.get(sku)?.stock_status !== 'IN' && elsewhere.some((s) => s.get(sku)?.stock_status === 'IN'),
    );
    expect(differs.length).toBeGreaterThan(0);
  });

  it('counts LTD at or below the threshold of 10, by the serving warehouse only', async () => {
    const sku = skus[0];
    const setQuantity = (warehouseCode: string, quantity: number) =>
      db
        .update(stockLevels)
        .set({ quantity })
        .where(and(eq(stockLevels.sku, sku), eq(stockLevels.warehouseCode, warehouseCode)));
    await setQuantity('LEH', 500);
    const expectations: [number, string, boolean][] = [
      [0, 'OUT', false],
      [1, 'LTD', true],
      [10, 'LTD', true],
      [11, 'IN', true],
    ];
    for (const [quantity, status, inStock] of expectations) {
      await setQuantity('DEN', quantity);
      const res = await t.http
        .post('/api/get-products-stock')
        .send({ skus: [sku], zipCode: '80011', destination: 'HOME' })
        .expect(200);
      expect({ quantity, ...res.body.data[0] }).toEqual({
        quantity,
        sku,
        in_stock: inStock,
        stock_status: status,
        warehouse: 'DEN',
      });
    }
    const east = await t.http
      .post('/api/get-products-stock')
      .send({ skus: [sku], zipCode: '10001', destination: 'HOME' })
      .expect(200);
    expect(east.body.data[0]).toMatchObject({ stock_status: 'IN', warehouse: 'LEH' });
  });

  it('answers unknown SKUs as OUT and repeated SKUs once, in request order', async () => {
    const res = await t.http
      .post('/api/get-products-stock')
      .send({ skus: ['NO-SUCH-SKU', skus[1], 'NO-SUCH-SKU'], zipCode: '80011', destination: 'HOME' })
      .expect(200);
    expect(res.body.zipCode).toBe('80011');
    expect(res.body.destination).toBe('HOME');
    expect(res.body.data.map((d: SkuStock) => d.sku)).toEqual(['NO-SUCH-SKU', skus[1]]);
    expect(res.body.data[0]).toEqual({
      sku: 'NO-SUCH-SKU',
      in_stock: false,
      stock_status: 'OUT',
      warehouse: 'DEN',
    });
  });

  it('accepts exactly 100 SKUs', async () => {
    const hundred = Array.from(
      { length: 100 },
      (_, i) => skus[i % skus.length] + (i >= skus.length ? `-${i}` : ''),
    );
    await t.http
      .post('/api/get-products-stock')
      .send({ skus: hundred, zipCode: '80011', destination: 'HOME' })
      .expect(200);
  });

  it.each([
    ['00100', 'HOME'],
    ['96201', 'HOME'],
    ['96813', 'CLINIC'],
  ])('answers 400 ZIP_NOT_SERVED for %s (%s)', async (zipCode, destination) => {
    const res = await t.http
      .post('/api/get-products-stock')
      .send({ skus: [skus[0]], zipCode, destination })
      .expect(400);
    expect(res.body).toMatchObject({ code: 'ZIP_NOT_SERVED', message: expect.stringContaining(zipCode) });
  });

  it.each(['abcde', '1234', '123456', ''])('answers 400 INVALID_ZIP for %p', async (zipCode) => {
    const res = await t.http
      .post('/api/get-products-stock')
      .send({ skus: [skus[0]], zipCode, destination: 'HOME' })
      .expect(400);
    expect(res.body.code).toBe('INVALID_ZIP');
  });

  it.each([
    ['an empty SKU list', { skus: [] }, 'skus'],
    ['101 SKUs', { skus: Array.from({ length: 101 }, (_, i) => `SKU-${i}`) }, 'skus'],
    ['a SKU that is not a string', { skus: [42] }, 'skus'],
    ['an empty SKU', { skus: [''] }, 'skus'],
    ['an oversize SKU', { skus: ['X'.repeat(65)] }, 'skus'],
    ['skus not a list', { skus: 'SKU-1' }, 'skus'],
    ['a numeric ZIP', { zipCode: 80011 }, 'zipCode'],
    ['an oversize ZIP', { zipCode: '8'.repeat(21) }, 'zipCode'],
    ['an unknown destination', { destination: 'OFFICE' }, 'destination'],
    ['an unknown field', { warehouse: 'DEN' }, 'warehouse'],
  ])('rejects %s with 400 VALIDATION_FAILED', async (_label, patch, field) => {
    const body = { skus: ['SKU-1'], zipCode: '80011', destination: 'HOME', ...patch };
    const res = await t.http.post('/api/get-products-stock').send(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details[0].field).toBe(field);
  });

  it('seeding again neither duplicates stock nor overwrites changed quantities', async () => {
    const [before] = await db.select({ count: sql<number>`count(*)::int` }).from(stockLevels);
    await db
      .update(stockLevels)
      .set({ quantity: 777 })
      .where(and(eq(stockLevels.sku, skus[2]), eq(stockLevels.warehouseCode, 'ATL')));
    await t.app.get(SeedRunner).run();
    const [after] = await db.select({ count: sql<number>`count(*)::int` }).from(stockLevels);
    expect(Number(after.count)).toBe(Number(before.count));
    const [row] = await db
      .select()
      .from(stockLevels)
      .where(and(eq(stockLevels.sku, skus[2]), eq(stockLevels.warehouseCode, 'ATL')));
    expect(row.quantity).toBe(777);
  });
});

describe('stock with ZIP validation bypassed and a higher threshold', () => {
  let t: TestApp;
  let skus: string[];
  beforeAll(async () => {
    t = await startTestApp({ ZIP_VALIDATION_BYPASS: 'true', LIMITED_STOCK_THRESHOLD: '100000' });
    skus = skusOf(buildCatalogImport());
  });
  afterAll(() => t.close());

  it('answers an unserved ZIP from the whole network, without a warehouse', async () => {
    const sample = skus.slice(0, 20);
    const totals = await t.app
      .get<Database>(DATABASE)
      .select({ sku: stockLevels.sku, total: sql<number>`sum(${stockLevels.quantity})::int` })
      .from(stockLevels)
      .groupBy(stockLevels.sku);
    const totalOf = new Map(totals.map((row) => [row.sku, Number(row.total)]));
    const res = await t.http
      .post('/api/get-products-stock')
      .send({ skus: sample, zipCode: '00100', destination: 'HOME' })
      .expect(200);
    expect(res.body.data).toEqual(
      sample.map((sku) => {
        // Nothing reaches a threshold of 100000: stocked anywhere means limited.
        const status = (totalOf.get(sku) ?? 0) > 0 ? 'LTD' : 'OUT';
        return { sku, in_stock: status === 'LTD', stock_status: status, warehouse: null };
      }),
    );
  });

  it('applies the configured threshold at a served ZIP too', async () => {
    const statuses = await statusesAt(t, skus, '80011');
    expect(new Set([...statuses.values()].map((s) => s.stock_status))).toEqual(new Set(['LTD', 'OUT']));
  });

  it.each(['abcde', '8001', '800111', 'Denver', ''])(
    'takes %p as valid (SPEC §5: the bypass makes any ZIP valid), answered from the whole network',
    async (zipCode) => {
      const res = await t.http
        .post('/api/get-products-stock')
        .send({ skus: skus.slice(0, 3), zipCode, destination: 'HOME' })
        .expect(200);
      expect(res.body.zipCode).toBe(zipCode);
      expect(res.body.data).toHaveLength(3);
      expect(res.body.data.every((entry: { warehouse: unknown }) => entry.warehouse === null)).toBe(true);
    },
  );

  it.each([
    ['GET', '/api/get-warehouse-by-zipcode?zipCode=abcde', 'WAREHOUSE_NOT_FOUND'],
    ['GET', '/api/get-estimated-delivery-date?zipCode=Denver', 'WAREHOUSE_NOT_FOUND'],
    ['POST', '/api/get-state-by-zipcode', 'STATE_NOT_FOUND'],
  ])(
    '%s %s: a look-up that needs a real ZIP answers its not-found result, never an error',
    async (method, url, code) => {
      const res =
        method === 'GET'
          ? await t.http.get(url).expect(404)
          : await t.http.post(url).send({ zipCode: 'abcde' }).expect(404);
      expect(res.body.code).toBe(code);
    },
  );

  it('a real ZIP still finds its warehouse and state', async () => {
    await t.http.get('/api/get-warehouse-by-zipcode?zipCode=80011').expect(200);
    const state = await t.http.post('/api/get-state-by-zipcode').send({ zipCode: '80011' }).expect(200);
    expect(state.body.state.code).toBe('CO');
  });

  it('tells the storefront through the globals', async () => {
    const res = await t.http
      .post('/api/cms/v1.0/get-globals')
      .send({ fields: ['zipBypass'] })
      .expect(200);
    expect(res.body).toEqual({ globals: { zipBypass: true } });
  });
});
