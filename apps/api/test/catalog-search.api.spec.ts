import { startTestApp, type TestApp } from './support/test-app';

interface Page {
  items: { handle: string; title: string; description: string; brand: { name: string } }[];
  nextCursor: string | null;
  total: number;
  title: string;
}

describe('GET /api/catalog/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const search = async (query: Record<string, unknown>) =>
    (await t.http.get('/api/catalog/search').query(query).expect(200)).body as Page;

  it('finds products by a brand word', async () => {
    const page = await search({ q: 'Wholesome' });
    expect(page.items.map((p) => p.handle).sort()).toEqual([
      'wholesome-paws-ancient-grains-bison-dry',
      'wholesome-paws-grain-free-turkey-jerky-treats',
    ]);
    expect(page.items.every((p) => !/wholesome/i.test(p.title + p.description))).toBe(true);
  });

  it('finds a product by a word of its title', async () => {
    const page = await search({ q: 'bison' });
    expect(page.items.map((p) => p.handle)).toEqual(['wholesome-paws-ancient-grains-bison-dry']);
  });

  it('finds a product by a word only its description has', async () => {
    const page = await search({ q: 'pumpkin' });
    expect(page.items.map((p) => p.handle)).toEqual(['dog-adult-sensitive-stomach-salmon-entree-canned']);
    expect(page.items[0].title).not.toMatch(/pumpkin/i);
  });

  it('ranks a title match above a description match, and stems plurals', async () => {
    const page = await search({ q: 'hairballs' });
    expect(page.items.map((p) => p.handle)).toEqual([
      'cat-adult-hairball-control-chicken-dry',
      'cat-adult-indoor-chicken-dry',
    ]);
    expect(page.items[0].title).toMatch(/Hairball/);
    expect(page.items[1].title).not.toMatch(/Hairball/i);
    // A card's description is cut at 25 characters (SPEC §2): the product's own has the match.
    const second = await t.http
      .get('/api/ecom/v1.0/get-product-by-handle')
      .query({ handle: page.items[1].handle })
      .expect(200);
    expect(second.body.description).toMatch(/hairballs/);
  });

  it('understands web-search syntax: a phrase and an excluded word', async () => {
    const phrase = await search({ q: '"kidney care" -cat', limit: 100 });
    expect(phrase.total).toBeGreaterThan(0);
    expect(phrase.items.every((p) => /kidney care/i.test(p.title) && !/\bcat\b/i.test(p.title))).toBe(true);
  });

  it('pages through results by relevance without repeats, titled with the query', async () => {
    const whole = await search({ q: 'chicken', limit: 100 });
    expect(whole.title).toBe('Search results for "chicken"');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await search({ q: 'chicken', limit: 9, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((p) => p.handle));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole.items.map((p) => p.handle));
    expect(new Set(seen).size).toBe(whole.total);
  });

  it('answers an empty page when nothing matches', async () => {
    expect(await search({ q: 'zebra' })).toMatchObject({ items: [], total: 0, nextCursor: null });
    expect(await search({ q: '!!!' })).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it.each([
    ['no q', ''],
    ['an empty q', '?q='],
    ['a blank q', '?q=%20%20%20'],
    ['a q of 101 characters', `?q=${'a'.repeat(101)}`],
    ['limit past 100', '?q=dog&limit=101'],
    ['limit 0', '?q=dog&limit=0'],
    ['an unknown field', '?q=dog&species=dog'],
  ])('refuses %s with 400', async (_label, query) => {
    const res = await t.http.get(`/api/catalog/search${query}`).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('a q of exactly 100 characters is fine', async () => {
    await t.http.get(`/api/catalog/search?q=${'a'.repeat(100)}`).expect(200);
  });

  it('a search and a listing for the same words keep their own titles (one is not served from the other)', async () => {
    const listing = await t.http.get('/api/catalog/products').query({ q: 'salmon' }).expect(200);
    const searched = await search({ q: 'salmon' });
    const listedAgain = await t.http.get('/api/catalog/products').query({ q: 'salmon' }).expect(200);
    expect(searched.title).toBe('Search results for "salmon"');
    expect(listing.body.title).toBe('Shop All Pet Food');
    expect(listedAgain.body.title).toBe('Shop All Pet Food');
    expect(searched.items.map((p) => p.handle)).toEqual(
      listing.body.items.map((p: { handle: string }) => p.handle),
    );
  });

  it('refuses a forged cursor whose sort value is past PostgreSQL bigint with 400, not 500', async () => {
    const forged = Buffer.from(JSON.stringify([1, 'relevance', '99999999999999999999', 'a'])).toString(
      'base64url',
    );
    const res = await t.http.get('/api/catalog/search').query({ q: 'dog', cursor: forged }).expect(400);
    expect(res.body.code).toBe('INVALID_CURSOR');
  });

  it('refuses a listing cursor from another sort', async () => {
    const listing = await t.http.get('/api/catalog/products?limit=2').expect(200);
    const res = await t.http
      .get('/api/catalog/search')
      .query({ q: 'dog', cursor: listing.body.nextCursor })
      .expect(400);
    expect(res.body.code).toBe('INVALID_CURSOR');
  });
});

describe('GET /api/catalog/taxonomy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names species, categories and life stages with their listing paths', async () => {
    const { body } = await t.http.get('/api/catalog/taxonomy').expect(200);
    expect(body.species.map((s: { handle: string }) => s.handle)).toEqual(['dog', 'cat']);
    const dog = body.species[0];
    expect(dog).toMatchObject({ handle: 'dog', label: 'Dog', path: '/products/dog' });
    expect(dog.categories.map((c: { handle: string }) => c.handle)).toEqual(
      expect.arrayContaining([
        'dry-food',
        'wet-food',
        'canned-food',
        'tray-food',
        'pouch-food',
        'treats',
        'prescription-diet',
      ]),
    );
    const dry = dog.categories.find((c: { handle: string }) => c.handle === 'dry-food');
    expect(dry).toMatchObject({ label: 'Dry Food', path: '/products/dog/dry-food' });
    expect(dry.details).toEqual([
      { handle: 'puppy', label: 'Puppy', path: '/products/dog/dry-food/puppy' },
      { handle: 'adult', label: 'Adult', path: '/products/dog/dry-food/adult' },
      { handle: 'senior', label: 'Senior', path: '/products/dog/dry-food/senior' },
    ]);
    expect(body.brands).toEqual([
      { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food', thirdParty: false },
      { handle: 'pet-nutrition-treats', name: 'Pet Nutrition Treats', line: 'treats', thirdParty: false },
      { handle: 'wholesome-paws', name: 'Wholesome Paws', line: 'third-party', thirdParty: true },
      { handle: 'ocean-harvest', name: 'Ocean Harvest', line: 'third-party', thirdParty: true },
    ]);
    expect(body.lifeStages).toEqual([
      { handle: 'puppy', label: 'Puppy', species: 'dog' },
      { handle: 'kitten', label: 'Kitten', species: 'cat' },
      { handle: 'adult', label: 'Adult', species: null },
      { handle: 'senior', label: 'Senior', species: null },
    ]);
    expect(body.foodForms.map((f: { handle: string }) => f.handle)).toEqual([
      'dry-food',
      'canned-food',
      'tray-food',
      'pouch-food',
      'treats',
    ]);
    expect(body.productLines).toContainEqual({ handle: 'prescription-diet', name: 'Prescription Diet' });
  });

  it('every path it links lists at least one product under the same title as the filters', async () => {
    const { body } = await t.http.get('/api/catalog/taxonomy').expect(200);
    const paths: string[] = body.species.flatMap(
      (s: { path: string; categories: { path: string; details: { path: string }[] }[] }) => [
        s.path,
        ...s.categories.flatMap((c) => [c.path, ...c.details.map((d) => d.path)]),
      ],
    );
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const [species, category, detail] = path.replace('/products/', '').split('/');
      const query = Object.fromEntries(
        Object.entries({ species, category, detail }).filter(([, v]) => v !== undefined),
      );
      const page = await t.http
        .get('/api/catalog/products')
        .query({ ...query, limit: 1 })
        .expect(200);
      expect({ path, nonEmpty: page.body.total > 0 }).toEqual({ path, nonEmpty: true });
    }
  });
});
