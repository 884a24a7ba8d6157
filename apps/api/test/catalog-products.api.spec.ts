import { buildCatalogImport, featuredHandles } from '../src/seed/catalog/build-catalog-import';
import { SEED_PRODUCTS } from '../src/seed/catalog/catalog.seed-data';
import { encodeCursor } from '../src/modules/catalog/testing';
import { startTestApp, type TestApp } from './support/test-app';

/** A card as the listing answers it (ListingCardDto). */
interface ListingCard {
  handle: string;
  title: string;
  brand: { handle: string };
  productLine: string | null;
  optionNames: string[];
  variants: { options: (string | null)[]; variantURL: string; priceCents: number }[];
}

/**
 * A card with the seeded product's taxonomy beside it: a card carries only what it shows, so the
 * filter tests read what a product is from the catalogue the seed wrote.
 */
interface Card extends ListingCard {
  species: string;
  lifeStage: string;
  foodForm: string;
  minPrice: number;
}
interface Page {
  items: Card[];
  nextCursor: string | null;
  total: number;
  title: string;
}

const SEEDED = new Map(buildCatalogImport().products.map(({ product }) => [product.handle, product]));

function withTaxonomy(card: ListingCard): Card {
  const product = SEEDED.get(card.handle);
  if (!product) throw new Error(`${card.handle} is not a seeded product`);
  return {
    ...card,
    species: product.species,
    lifeStage: product.lifeStage,
    foodForm: product.foodForm,
    minPrice: Math.min(...card.variants.map((v) => v.priceCents)),
  };
}

/** The byte budget of a listing page of 24 cards (issue 11: 87 KB before cards were trimmed). */
const LISTING_PAGE_BUDGET_BYTES = 40 * 1024;

describe('GET /api/catalog/products', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, unknown>, status = 200): Promise<Page> => {
    const page = (await t.http.get('/api/catalog/products').query(query).expect(status)).body;
    return { ...page, items: (page.items as ListingCard[]).map(withTaxonomy) };
  };

  /** Follows nextCursor to the end and returns every card in order. */
  const listAll = async (query: Record<string, unknown>, limit: number) => {
    const cards: Card[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: Page = await list({ ...query, limit, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(limit);
      cards.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return cards;
  };

  it("lists every product as a card, titled 'Shop All Pet Food', 24 to a page by default", async () => {
    const page = (await t.http.get('/api/catalog/products').expect(200)).body;
    expect(page.title).toBe('Shop All Pet Food');
    expect(page.total).toBe(SEED_PRODUCTS.length);
    expect(page.items).toHaveLength(24);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(page.items[0]).toEqual({
      id: expect.any(String),
      handle: expect.stringMatching(/^[a-z0-9-]+$/),
      title: expect.any(String),
      description: expect.any(String),
      productType: expect.any(String),
      brand: { handle: expect.any(String), name: expect.any(String) },
      productLine: expect.any(String),
      featuredImage: { url: expect.stringMatching(/^\/media\/products\/.+\.svg$/) },
      optionNames: expect.arrayContaining(['Size']),
      variants: expect.any(Array),
    });
  });

  it('a card carries what a card shows and adds to the cart, each variant its option values in optionNames order', async () => {
    const [card] = (
      await t.http.get('/api/catalog/products').query({ q: 'Puppy Chicken Brown Rice' }).expect(200)
    ).body.items;
    const full = (
      await t.http.get('/api/ecom/v1.0/get-product-by-handle').query({ handle: card.handle }).expect(200)
    ).body;
    expect(card.description).toBe(`${full.description.slice(0, 25)}...`);
    expect(card.featuredImage).toEqual({ url: full.featuredImage.url });
    expect(card.optionNames).toEqual(full.options.map((o: { name: string }) => o.name));
    expect(card.variants).toHaveLength(full.variants.length);
    card.variants.forEach((variant: Record<string, unknown>, i: number) => {
      const whole = full.variants[i];
      expect(variant).toEqual({
        id: whole.id,
        sku: whole.sku,
        variantURL: whole.variantURL,
        options: card.optionNames.map(
          (name: string) =>
            whole.selectedOptions.find((o: { name: string }) => o.name === name)?.value ?? null,
        ),
        priceCents: Math.round(Number(whole.price.amount) * 100),
        ...(whole.compareAtPrice
          ? { compareAtPriceCents: Math.round(Number(whole.compareAtPrice.amount) * 100) }
          : {}),
        inStock: whole.inStock,
        weightLb: whole.weightUnit === 'oz' ? whole.weight / 16 : whole.weight,
        badgeTags: whole.badgeTags,
      });
    });
  });

  it('shows the was-price of a variant on sale, and none at full price', async () => {
    const cards = (await t.http.get('/api/catalog/products').query({ limit: 100 }).expect(200)).body.items;
    const variants = cards.flatMap((c: { variants: object[] }) => c.variants);
    expect(variants.some((v: object) => 'compareAtPriceCents' in v)).toBe(true);
    expect(variants.some((v: object) => !('compareAtPriceCents' in v))).toBe(true);
  });

  it.each([
    ['the dog listing', '/api/catalog/products?species=dog&limit=24'],
    ['the all-products listing (its cards have the most variants)', '/api/catalog/products?limit=24'],
    ['a search results', '/api/catalog/search?q=food&limit=24'],
  ])('%s page of 24 cards stays within 40 KB of JSON', async (_what, url) => {
    const res = await t.http.get(url).set('accept-encoding', 'identity').expect(200);
    expect(res.body.items).toHaveLength(24);
    expect(Buffer.byteLength(res.text)).toBeLessThanOrEqual(LISTING_PAGE_BUDGET_BYTES);
  });

  describe('paging', () => {
    const orders: [string, Record<string, unknown>, (a: Card, b: Card) => boolean][] = [
      ['featured', { sort: 'featured' }, () => true],
      ['price-asc', { sort: 'price-asc' }, (a, b) => a.minPrice <= b.minPrice],
      ['price-desc', { sort: 'price-desc' }, (a, b) => a.minPrice >= b.minPrice],
      ['title-asc', { sort: 'title-asc' }, (a, b) => a.title <= b.title],
      ['newest', { sort: 'newest' }, () => true],
      ['relevance', { q: 'chicken' }, () => true],
      ['featured within dog food', { species: 'dog', category: 'wet-food' }, () => true],
    ];

    it.each(orders)(
      '%s: pages of 7 cover the listing without gaps or repeats, in order',
      async (_name, query, inOrder) => {
        const whole = await list({ ...query, limit: 100 });
        const paged = await listAll(query, 7);
        expect(paged.map((c) => c.handle)).toEqual(whole.items.map((c) => c.handle));
        expect(new Set(paged.map((c) => c.handle)).size).toBe(whole.total);
        for (let i = 1; i < paged.length; i++) expect(inOrder(paged[i - 1], paged[i])).toBe(true);
      },
    );

    it('page boundaries: a limit of the whole total is one page; one less leaves a last page of one', async () => {
      const { total } = await list({ species: 'dog', limit: 1 });
      expect(total).toBeGreaterThan(2);
      const whole = await list({ species: 'dog', limit: total });
      expect(whole.items).toHaveLength(total);
      expect(whole.nextCursor).toBeNull();

      const first = await list({ species: 'dog', limit: total - 1 });
      expect(first.items).toHaveLength(total - 1);
      expect(first.nextCursor).toEqual(expect.any(String));
      const last = await list({ species: 'dog', limit: total - 1, cursor: first.nextCursor });
      expect(last.items.map((c) => c.handle)).toEqual([whole.items[total - 1].handle]);
      expect(last.nextCursor).toBeNull();
      expect([first.total, last.total]).toEqual([total, total]);
    });

    it('a cursor past the last product answers an empty page that still counts the listing', async () => {
      const { total } = await list({ species: 'dog', limit: 1 });
      const beyond = encodeCursor('featured', { key: '9223372036854775807', handle: 'zzz' });
      const page = await list({ species: 'dog', sort: 'featured', cursor: beyond });
      expect(page).toMatchObject({ items: [], nextCursor: null, total });
    });

    it('the featured order is the one the seeded carousels use (merchandised first, then by handle)', async () => {
      const paged = await listAll({}, 30);
      expect(paged.map((c) => c.handle)).toEqual(featuredHandles(buildCatalogImport()));
    });

    it('newest puts the most recently launched products first', async () => {
      const [first] = (await list({ sort: 'newest', limit: 1 })).items;
      const latest = [...SEED_PRODUCTS]
        .filter((p) => p.published)
        .sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''))[0];
      expect(first.handle).toBe(latest.handle);
    });

    it('a cursor only works with the sort that issued it', async () => {
      const { nextCursor } = await list({ sort: 'price-asc', limit: 5 });
      const res = await t.http
        .get('/api/catalog/products')
        .query({ sort: 'title-asc', cursor: nextCursor })
        .expect(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    });

    it('rejects a cursor it did not issue', async () => {
      const res = await t.http.get('/api/catalog/products?cursor=%25%25%25').expect(400);
      expect(res.body.code).toBe('INVALID_CURSOR');
    });
  });

  describe('collections and filters', () => {
    it.each([
      [{ species: 'dog' }, 'Dog Food', (c: Card) => c.species === 'dog'],
      [
        { species: 'dog', category: 'dry-food' },
        'Dog Dry Food',
        (c: Card) => c.species === 'dog' && c.foodForm === 'dry-food',
      ],
      [
        { species: 'dog', category: 'dry-food', detail: 'puppy' },
        'Puppy Dog Dry Food',
        (c: Card) => c.species === 'dog' && c.foodForm === 'dry-food' && c.lifeStage === 'puppy',
      ],
      [
        { species: 'cat', category: 'wet-food' },
        'Cat Wet Food',
        (c: Card) => c.species === 'cat' && ['canned-food', 'tray-food', 'pouch-food'].includes(c.foodForm),
      ],
      [
        { species: 'cat', category: 'treats' },
        'Cat Treats',
        (c: Card) => c.species === 'cat' && c.foodForm === 'treats',
      ],
      [
        { category: 'prescription-diet' },
        'Prescription Diet',
        (c: Card) => c.productLine === 'prescription-diet',
      ],
    ])('%j is titled %p and holds only matching products', async (query, title, matches) => {
      const all = await list({ limit: 100 });
      const page = await list({ ...query, limit: 100 });
      expect(page.title).toBe(title);
      expect(page.total).toBeGreaterThan(0);
      expect(page.items.every(matches)).toBe(true);
      expect(page.items.map((c) => c.handle).sort()).toEqual(
        all.items
          .filter(matches)
          .map((c) => c.handle)
          .sort(),
      );
    });

    it('each facet filter narrows, and repeated values widen within a filter', async () => {
      const cats = await list({ species: 'cat', limit: 100 });
      const canned = await list({ species: 'cat', foodForm: 'canned-food', limit: 100 });
      const cannedOrTray = await list({ species: 'cat', foodForm: ['canned-food', 'tray-food'], limit: 100 });
      expect(canned.total).toBeLessThan(cats.total);
      expect(canned.items.every((c) => c.foodForm === 'canned-food')).toBe(true);
      expect(cannedOrTray.total).toBeGreaterThan(canned.total);
      expect(cannedOrTray.items.every((c) => ['canned-food', 'tray-food'].includes(c.foodForm))).toBe(true);

      const seniorCanned = await list({
        species: 'cat',
        foodForm: 'canned-food',
        lifeStage: 'senior',
        limit: 100,
      });
      expect(seniorCanned.total).toBeLessThan(canned.total);
      expect(seniorCanned.items.every((c) => c.lifeStage === 'senior' && c.foodForm === 'canned-food')).toBe(
        true,
      );
    });

    it('filters by brand, product line, flavor and size', async () => {
      const thirdParty = await list({ brand: ['wholesome-paws', 'ocean-harvest'], limit: 100 });
      expect(thirdParty.total).toBe(SEED_PRODUCTS.filter((p) => p.brand).length);
      expect(
        thirdParty.items.every((c) => ['wholesome-paws', 'ocean-harvest'].includes(c.brand.handle)),
      ).toBe(true);

      const sensitive = await list({ productLine: 'sensitive-care', limit: 100 });
      expect(sensitive.items.every((c) => c.productLine === 'sensitive-care')).toBe(true);

      const duck = await list({ flavor: 'duck', limit: 100 });
      expect(duck.items.map((c) => c.handle)).toEqual(['dog-jerky-strips-treats']);

      const bags = await list({ size: '30-lb', limit: 100 });
      expect(bags.total).toBeGreaterThan(0);
      expect(bags.items.every((c) => c.variants.some((v) => v.variantURL.endsWith('/30-lb')))).toBe(true);

      const none = await list({ size: '30-lb', species: 'cat' });
      expect(none).toMatchObject({ items: [], total: 0, nextCursor: null });
    });

    it('combines full-text search with the collection', async () => {
      const page = await list({ species: 'cat', q: 'chicken', limit: 100 });
      expect(page.total).toBeGreaterThan(0);
      expect(page.items.every((c) => c.species === 'cat')).toBe(true);
    });

    it.each([
      [{ species: 'dog', category: 'kibble' }],
      [{ species: 'cat', detail: 'puppy' }],
      [{ species: 'dog', category: 'dry-food', detail: 'kitten' }],
      [{ detail: 'elderly' }],
    ])('an unknown collection %j is a 404', async (query) => {
      const res = await t.http.get('/api/catalog/products').query(query).expect(404);
      expect(res.body.code).toBe('COLLECTION_NOT_FOUND');
    });
  });

  describe('bad input', () => {
    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['species=fish', 'species'],
      ['sort=cheapest', 'sort'],
      ['category=Dry%20Food', 'category'],
      ['detail=PUPPY', 'detail'],
      ['brand=Pet_Nutrition', 'brand'],
      [Array.from({ length: 21 }, (_, i) => `size=s${i}`).join('&'), 'size'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=', 'q'],
      ['q=%20%20', 'q'],
      [`cursor=${'a'.repeat(601)}`, 'cursor'],
      ['colour=red', 'colour'],
    ])('%s is a 400 naming %s', async (query, field) => {
      const res = await t.http.get(`/api/catalog/products?${query}`).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    });

    it('relevance needs a query', async () => {
      const res = await t.http.get('/api/catalog/products?sort=relevance').expect(400);
      expect(res.body.code).toBe('SORT_NEEDS_QUERY');
    });
  });
});
