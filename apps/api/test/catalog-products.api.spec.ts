import { SEED_PRODUCTS } from '../src/modules/catalog/catalog.seed-data';
import { CatalogSeeder } from '../src/modules/catalog/catalog.seeder';
import { products } from '../src/modules/catalog/catalog.schema';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/catalog/products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded dog and cat foods with prices in USD', async () => {
    const res = await t.http.get('/api/catalog/products?limit=100').expect(200);
    expect(res.body.items).toHaveLength(SEED_PRODUCTS.length);
    expect(res.body.nextCursor).toBeNull();
    expect(new Set(res.body.items.map((p: { species: string }) => p.species))).toEqual(new Set(['dog', 'cat']));
    expect(res.body.items[0]).toEqual({
      id: expect.any(String),
      handle: expect.stringMatching(/^[a-z0-9-]+$/),
      title: expect.any(String),
      species: expect.stringMatching(/^(dog|cat)$/),
      productType: expect.any(String),
      description: expect.any(String),
      price: { amount: expect.stringMatching(/^\d+\.\d{2}$/), currencyCode: 'USD' },
    });
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { items: { handle: string }[]; nextCursor: string | null } } = await t.http
        .get('/api/catalog/products')
        .query({ limit: 7, ...(cursor ? { cursor } : {}) })
        .expect(200);
      expect(res.body.items.length).toBeLessThanOrEqual(7);
      seen.push(...res.body.items.map((p: { handle: string }) => p.handle));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(SEED_PRODUCTS.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(seen);
  });

  it('filters by species', async () => {
    const res = await t.http.get('/api/catalog/products?species=cat&limit=100').expect(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((p: { species: string }) => p.species === 'cat')).toBe(true);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['species=fish', 'species'],
    [`cursor=${'a'.repeat(201)}`, 'cursor'],
  ])('rejects %s with 400 naming %s', async (query, field) => {
    const res = await t.http.get(`/api/catalog/products?${query}`).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details[0].field).toBe(field);
  });

  it('rejects a cursor it did not issue', async () => {
    const res = await t.http.get('/api/catalog/products?cursor=%25%25%25').expect(400);
    expect(res.body.code).toBe('INVALID_CURSOR');
  });

  it('seeding again neither duplicates nor overwrites what an operator changed', async () => {
    const db = t.app.get<Database>(DATABASE);
    const handle = SEED_PRODUCTS[0].handle;
    await db.update(products).set({ title: 'Edited by the shop' }).where(eq(products.handle, handle));
    await t.app.get(CatalogSeeder).seed();
    const rows = await db.select().from(products);
    expect(rows).toHaveLength(SEED_PRODUCTS.length);
    expect(rows.find((r) => r.handle === handle)?.title).toBe('Edited by the shop');
  });
});
