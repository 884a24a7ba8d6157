import { SeedRunner } from '../src/seed/seed-runner';
import { SharedCache } from '../src/platform/cache/shared-cache';
import { eq } from 'drizzle-orm';
import {
  CatalogCache,
  CatalogListingRepository,
  CatalogProductsRepository,
  CatalogReferenceRepository,
  ListProductsQueryDto,
  products,
  productVariants,
} from '../src/modules/catalog/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { CatalogService } from '../src/modules/catalog';
import { startTestApp, type TestApp } from './support/test-app';

const HANDLE = 'cat-adult-chicken-dry';

describe('catalogue reads are served from the versioned cache', () => {
  let t: TestApp;
  let reads: jest.SpyInstance[];
  const dbReads = () => reads.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  beforeAll(async () => {
    t = await startTestApp();
    const listing = t.app.get(CatalogListingRepository);
    const productsRepo = t.app.get(CatalogProductsRepository);
    const reference = t.app.get(CatalogReferenceRepository);
    reads = [
      jest.spyOn(listing, 'findCards'),
      jest.spyOn(listing, 'facet'),
      jest.spyOn(productsRepo, 'findByHandles'),
      jest.spyOn(reference, 'loadVocabulary'),
      jest.spyOn(reference, 'loadCombinations'),
    ];
  });
  afterAll(() => t.close());
  beforeEach(() => reads.forEach((spy) => spy.mockClear()));

  const calls: [string, (app: TestApp) => Promise<{ status: number; body: unknown }>][] = [
    [
      'POST get-products-by-handles',
      (a) => a.http.post('/api/ecom/v1.0/get-products-by-handles').send({ handles: [HANDLE, 'nope'] }),
    ],
    ['GET get-product-by-handle', (a) => a.http.get(`/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`)],
    [
      'POST get-listing-products-by-handles',
      (a) => a.http.post('/api/ecom/v1.0/get-listing-products-by-handles').send({ handles: [HANDLE] }),
    ],
    [
      'POST get-listing-product-by-handle',
      (a) => a.http.post('/api/ecom/v1.0/get-listing-product-by-handle').send({ handle: HANDLE }),
    ],
    [
      'POST get-filters-by-handle',
      (a) => a.http.post('/api/ecom/v1.0/get-filters-by-handle').send({ handle: 'cat/dry-food', limit: 10 }),
    ],
    ['GET catalog/products', (a) => a.http.get('/api/catalog/products?species=cat&sort=price-asc&limit=5')],
    ['GET catalog/search', (a) => a.http.get('/api/catalog/search?q=salmon&limit=5')],
    ['GET catalog/taxonomy', (a) => a.http.get('/api/catalog/taxonomy')],
  ];

  it.each(calls)('%s: the second identical call reads nothing from the database', async (_name, call) => {
    await t.app.get(CatalogCache).bump();
    const first = await call(t);
    expect(first.status).toBe(200);
    expect(dbReads()).toBeGreaterThan(0);
    reads.forEach((spy) => spy.mockClear());
    const second = await call(t);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(dbReads()).toBe(0);
  });

  it.each([
    ['GET catalog/products', '/api/catalog/products?species=dog&limit=24'],
    ['GET catalog/search', '/api/catalog/search?q=chicken&limit=5'],
  ])(
    '%s: a hit sends the stored JSON bytes, byte for byte what the object itself would send',
    async (_name, url) => {
      const catalogCache = t.app.get(CatalogCache);
      const service = t.app.get(CatalogService);
      // The page object itself, as the service answers it: Fastify would send JSON.stringify of it.
      const loaded = url.includes('/search')
        ? await service.searchProducts({ q: 'chicken', limit: 5 })
        : await service.listProducts(
            Object.assign(new ListProductsQueryDto(), { species: 'dog', limit: 24 }),
          );
      const asObject = JSON.stringify(loaded);

      await catalogCache.bump();
      // Uncompressed, so content-length counts the JSON (compression.api.spec.ts covers the rest).
      const plain = () => t.http.get(url).set('accept-encoding', 'identity').expect(200);
      const miss = await plain();
      reads.forEach((spy) => spy.mockClear());
      const hit = await plain();
      expect(dbReads()).toBe(0);

      for (const res of [miss, hit]) {
        expect(res.text).toBe(asObject);
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(asObject)));
      }
      expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(hit.text).items.length).toBeGreaterThan(0);
    },
  );

  it('a 404 for an unknown product is answered from the cache too', async () => {
    await t.http.get('/api/ecom/v1.0/get-product-by-handle?handle=never-made').expect(404);
    reads.forEach((spy) => spy.mockClear());
    await t.http.get('/api/ecom/v1.0/get-product-by-handle?handle=never-made').expect(404);
    expect(dbReads()).toBe(0);
  });

  it('answers stay cached until the version is bumped, then show the change', async () => {
    const db = t.app.get<Database>(DATABASE);
    const read = async () =>
      (await t.http.get(`/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`).expect(200)).body;
    const before = await read();
    await db.update(products).set({ title: 'Renamed behind the cache' }).where(eq(products.handle, HANDLE));
    expect((await read()).title).toBe(before.title);

    await t.app.get(CatalogCache).bump();
    expect((await read()).title).toBe('Renamed behind the cache');
  });

  it("a listing's count is read once per criteria: later pages reuse it until the catalogue changes", async () => {
    const db = t.app.get<Database>(DATABASE);
    const catalogCache = t.app.get(CatalogCache);
    const findCards = reads[0];
    const countedIn = (call: unknown[]) => call[4] === undefined;
    const page = async (cursor?: string) =>
      (
        await t.http
          .get('/api/catalog/products')
          .query({ species: 'cat', limit: 3, ...(cursor ? { cursor } : {}) })
          .expect(200)
      ).body as { total: number; nextCursor: string | null };

    await catalogCache.bump();
    findCards.mockClear();
    const first = await page();
    const second = await page(first.nextCursor ?? undefined);
    expect(findCards.mock.calls.map(countedIn)).toEqual([true, false]);
    expect(second.total).toBe(first.total);

    // A product leaves the cat listing: after the catalogue's bump the count is taken again.
    const [moved] = await db
      .select({ handle: products.handle })
      .from(products)
      .where(eq(products.species, 'cat'))
      .limit(1);
    await db.update(products).set({ species: 'dog' }).where(eq(products.handle, moved.handle));
    try {
      await catalogCache.bump();
      findCards.mockClear();
      const again = await page(first.nextCursor ?? undefined);
      expect(findCards.mock.calls.map(countedIn)).toEqual([true]);
      expect(again.total).toBe(first.total - 1);
    } finally {
      await db.update(products).set({ species: 'cat' }).where(eq(products.handle, moved.handle));
      await catalogCache.bump();
    }
  });

  it('the version lives in the shared cache, so every process sees a bump', async () => {
    const cache = t.app.get(SharedCache);
    const catalogCache = t.app.get(CatalogCache);
    const before = await cache.get<string>('catalog:version');
    expect(before).toBe(await catalogCache.version());
    await catalogCache.bump();
    const after = await cache.get<string>('catalog:version');
    expect(after).toEqual(expect.any(String));
    expect(after).not.toBe(before);
  });

  it('a seed run that writes bumps the version; one that writes nothing does not', async () => {
    const db = t.app.get<Database>(DATABASE);
    const catalogCache = t.app.get(CatalogCache);
    const seeder = t.app.get(SeedRunner);
    const skuCount = async () =>
      (await t.http.get(`/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`).expect(200)).body.variants
        .length;

    const version = await catalogCache.version();
    expect((await seeder.run()).catalog).toBe(0);
    expect(await catalogCache.version()).toBe(version);

    const variantsBefore = await skuCount();
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.handle, HANDLE));
    const [gone] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
      .limit(1);
    await db.delete(productVariants).where(eq(productVariants.id, gone.id));
    expect(await skuCount()).toBe(variantsBefore);

    expect((await seeder.run()).catalog).toBe(1);
    expect(await catalogCache.version()).not.toBe(version);
    expect(await skuCount()).toBe(variantsBefore);
  });
});
