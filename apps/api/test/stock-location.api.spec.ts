import { SeedRunner } from '../src/seed/seed-runner';
import { isZipInRanges, parseZipRange } from '@shop/catalog';
import { and, eq } from 'drizzle-orm';
import { Clock } from '../src/platform/clock/clock';
import {
  stockLevels,
  StockReferenceCache,
  warehouseCoverage,
  warehouses,
} from '../src/modules/stock/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

interface StockObjectBody {
  data: { destination: string; all_zips: { warehouse: string; zips: string[] }[] }[];
}

function rangesOf(body: StockObjectBody) {
  return body.data.flatMap((d) => d.all_zips.flatMap((entry) => entry.zips.map(parseZipRange)));
}

describe('location and stock: coverage, warehouse, state, delivery date', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('POST /api/get-stock-object', () => {
    it('lists every served range per warehouse, as sorted, non-overlapping from-to strings', async () => {
      const res = await t.http.post('/api/get-stock-object').send({ destination: 'HOME' }).expect(200);
      const body = res.body as StockObjectBody;
      expect(body.data).toHaveLength(1);
      expect(body.data[0].destination).toBe('HOME');
      expect(body.data[0].all_zips.map((e) => e.warehouse).sort()).toEqual([
        'ATL',
        'CHI',
        'DEN',
        'LEH',
        'ONT',
      ]);
      for (const entry of body.data[0].all_zips) {
        for (const zips of entry.zips) expect(zips).toMatch(/^[0-9]{5}-[0-9]{5}$/);
      }
      const ranges = rangesOf(body).sort((a, b) => a.from.localeCompare(b.from));
      for (let i = 1; i < ranges.length; i += 1) expect(ranges[i].from > ranges[i - 1].to).toBe(true);
      expect(body.data[0].all_zips.find((e) => e.warehouse === 'DEN')?.zips).toEqual(['73000-89999']);
    });

    it('serves the default guest ZIP and leaves some ZIPs unserved', async () => {
      const res = await t.http.post('/api/get-stock-object').send({ destination: 'HOME' }).expect(200);
      const ranges = rangesOf(res.body);
      expect(isZipInRanges('80011', ranges)).toBe(true);
      expect(isZipInRanges('96813', ranges)).toBe(true);
      expect(isZipInRanges('00100', ranges)).toBe(false);
      expect(isZipInRanges('00500', ranges)).toBe(false);
      expect(isZipInRanges('96201', ranges)).toBe(false);
    });

    it('has its own coverage for clinic delivery, without Alaska and Hawaii', async () => {
      const res = await t.http.post('/api/get-stock-object').send({ destination: 'CLINIC' }).expect(200);
      expect(res.body.data[0].destination).toBe('CLINIC');
      const ranges = rangesOf(res.body);
      expect(isZipInRanges('80011', ranges)).toBe(true);
      expect(isZipInRanges('96813', ranges)).toBe(false);
      expect(isZipInRanges('99501', ranges)).toBe(false);
    });

    it.each([
      [{}, 'destination'],
      [{ destination: 'OFFICE' }, 'destination'],
      [{ destination: 'home' }, 'destination'],
      [{ destination: 'HOME', extra: 1 }, 'extra'],
    ])('rejects %p with 400 naming %s', async (body, field) => {
      const res = await t.http.post('/api/get-stock-object').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });
  });

  describe('GET /api/get-warehouse-by-zipcode', () => {
    it.each([
      ['80011', 'DEN', 'Denver', 'CO'],
      ['10001', 'LEH', 'Bethlehem', 'PA'],
      ['30301', 'ATL', 'McDonough', 'GA'],
      ['60601', 'CHI', 'Joliet', 'IL'],
      ['90001', 'ONT', 'Ontario', 'CA'],
      ['99501', 'ONT', 'Ontario', 'CA'],
    ])('ZIP %s is served by %s', async (zipCode, code, city, state) => {
      const res = await t.http
        .get('/api/get-warehouse-by-zipcode')
        .query({ zipCode, destination: 'HOME' })
        .expect(200);
      expect(res.body).toEqual({
        warehouse: { code, name: expect.stringContaining('Distribution Center'), city, state },
      });
    });

    it('defaults to home delivery', async () => {
      const res = await t.http.get('/api/get-warehouse-by-zipcode').query({ zipCode: '96813' }).expect(200);
      expect(res.body.warehouse.code).toBe('ONT');
    });

    it.each([
      ['00100', 'HOME'],
      ['96201', 'HOME'],
      ['96813', 'CLINIC'],
    ])('answers 404 WAREHOUSE_NOT_FOUND for %s (%s)', async (zipCode, destination) => {
      const res = await t.http
        .get('/api/get-warehouse-by-zipcode')
        .query({ zipCode, destination })
        .expect(404);
      expect(res.body).toMatchObject({
        code: 'WAREHOUSE_NOT_FOUND',
        message: expect.stringContaining(zipCode),
      });
    });

    it.each(['abcde', '1234', '123456', '8001a'])('answers 400 INVALID_ZIP for %p', async (zipCode) => {
      const res = await t.http.get('/api/get-warehouse-by-zipcode').query({ zipCode }).expect(400);
      expect(res.body.code).toBe('INVALID_ZIP');
    });

    it.each([
      ['', 'zipCode'],
      ['zipCode=80011&destination=OFFICE', 'destination'],
      ['zipCode=80011&colour=red', 'colour'],
      [`zipCode=${'1'.repeat(21)}`, 'zipCode'],
    ])('rejects ?%s with 400 naming %s', async (query, field) => {
      const res = await t.http.get(`/api/get-warehouse-by-zipcode?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });

  describe('POST /api/get-state-by-zipcode', () => {
    it.each([
      ['80011', 'CO', 'Colorado'],
      ['81658', 'CO', 'Colorado'],
      ['99501', 'AK', 'Alaska'],
      ['99950', 'AK', 'Alaska'],
      ['96813', 'HI', 'Hawaii'],
      ['20001', 'DC', 'District of Columbia'],
      ['10001', 'NY', 'New York'],
      ['00501', 'NY', 'New York'],
      ['73301', 'TX', 'Texas'],
      ['82001', 'WY', 'Wyoming'],
    ])('ZIP %s is in %s', async (zipCode, code, name) => {
      const res = await t.http.post('/api/get-state-by-zipcode').send({ zipCode }).expect(200);
      expect(res.body).toEqual({ zipCode, state: { code, name } });
    });

    it.each(['00100', '00600', '96201', '96900'])('answers 404 STATE_NOT_FOUND for %s', async (zipCode) => {
      const res = await t.http.post('/api/get-state-by-zipcode').send({ zipCode }).expect(404);
      expect(res.body.code).toBe('STATE_NOT_FOUND');
    });

    it.each(['abcde', '1234', '', ' 8001'])('answers 400 INVALID_ZIP for %p', async (zipCode) => {
      const res = await t.http.post('/api/get-state-by-zipcode').send({ zipCode }).expect(400);
      expect(res.body.code).toBe('INVALID_ZIP');
    });

    it.each([
      [{}, 'zipCode'],
      [{ zipCode: 80011 }, 'zipCode'],
      [{ zipCode: '80011', country: 'US' }, 'country'],
    ])('rejects %p with 400 VALIDATION_FAILED', async (body, field) => {
      const res = await t.http.post('/api/get-state-by-zipcode').send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details[0].field).toBe(field);
    });
  });

  describe('GET /api/get-estimated-delivery-date', () => {
    let now: jest.SpyInstance<Date, []>;
    beforeEach(() => {
      // Thursday 20 November 2025, 09:00 in Denver: before every warehouse's cut-off.
      now = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date('2025-11-20T16:00:00Z'));
    });
    afterEach(() => now.mockRestore());

    it('answers plain text, skipping the weekend', async () => {
      // Denver: 1 processing + 1 transit business day from Thursday → Friday, then Monday.
      const res = await t.http
        .get('/api/get-estimated-delivery-date')
        .query({ zipCode: '80011', destination: 'HOME' })
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('Monday, November 24');
    });

    it('takes a day longer after the cut-off', async () => {
      now.mockReturnValue(new Date('2025-11-20T21:30:00Z'));
      const res = await t.http
        .get('/api/get-estimated-delivery-date')
        .query({ zipCode: '80011' })
        .expect(200);
      expect(res.text).toBe('Tuesday, November 25');
    });

    it('uses the transit time of the destination and the ZIP', async () => {
      const clinic = await t.http
        .get('/api/get-estimated-delivery-date')
        .query({ zipCode: '80011', destination: 'CLINIC' });
      expect(clinic.text).toBe('Tuesday, November 25');
      // Alaska from Ontario, CA: 1 + 5 business days.
      const alaska = await t.http.get('/api/get-estimated-delivery-date').query({ zipCode: '99501' });
      expect(alaska.text).toBe('Friday, November 28');
    });

    it('answers errors as JSON', async () => {
      const notServed = await t.http
        .get('/api/get-estimated-delivery-date')
        .query({ zipCode: '00100' })
        .expect(404);
      expect(notServed.headers['content-type']).toMatch(/^application\/json/);
      expect(notServed.body.code).toBe('WAREHOUSE_NOT_FOUND');
      const invalid = await t.http
        .get('/api/get-estimated-delivery-date')
        .query({ zipCode: 'abcde' })
        .expect(400);
      expect(invalid.body.code).toBe('INVALID_ZIP');
      const unknown = await t.http
        .get('/api/get-estimated-delivery-date')
        .query({ zipCode: '80011', when: 'now' })
        .expect(400);
      expect(unknown.body.code).toBe('VALIDATION_FAILED');
    });
  });
});

describe('warehouses and coverage are cached reference data; inventory is live', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
  });
  afterAll(() => t.close());

  const warehouseOf = async (zipCode: string) =>
    (await t.http.get('/api/get-warehouse-by-zipcode').query({ zipCode }).expect(200)).body.warehouse;
  const stockOf = async (sku: string) =>
    (
      await t.http
        .post('/api/get-products-stock')
        .send({ skus: [sku], zipCode: '80011', destination: 'HOME' })
        .expect(200)
    ).body.data[0].stock_status;

  it('a seed run that writes no reference rows keeps the cache', async () => {
    const cache = t.app.get(StockReferenceCache);
    const version = await cache.version();
    await t.app.get(SeedRunner).run();
    expect(await cache.version()).toBe(version);
  });

  it('serves a warehouse edit once the stock reference cache is bumped, not before', async () => {
    expect((await warehouseOf('80011')).city).toBe('Denver');
    await db.update(warehouses).set({ city: 'Aurora' }).where(eq(warehouses.code, 'DEN'));
    expect((await warehouseOf('80011')).city).toBe('Denver');
    await t.app.get(StockReferenceCache).bump();
    expect((await warehouseOf('80011')).city).toBe('Aurora');
  });

  it('serves coverage edits after a bump: a ZIP moved to another warehouse', async () => {
    expect((await warehouseOf('80011')).code).toBe('DEN');
    await db
      .update(warehouseCoverage)
      .set({ transitDays: 0, warehouseCode: 'CHI' })
      .where(and(eq(warehouseCoverage.warehouseCode, 'DEN'), eq(warehouseCoverage.destination, 'HOME')));
    expect((await warehouseOf('80011')).code).toBe('DEN');
    await t.app.get(StockReferenceCache).bump();
    expect((await warehouseOf('80011')).code).toBe('CHI');
  });

  it('reads inventory fresh on every check', async () => {
    const [level] = await db.select().from(stockLevels).where(eq(stockLevels.warehouseCode, 'CHI')).limit(1);
    await db.update(stockLevels).set({ quantity: 500 }).where(eq(stockLevels.sku, level.sku));
    expect(await stockOf(level.sku)).toBe('IN');
    await db.update(stockLevels).set({ quantity: 0 }).where(eq(stockLevels.sku, level.sku));
    expect(await stockOf(level.sku)).toBe('OUT');
  });
});
