import { startTestApp, type TestApp } from './support/test-app';

interface Facet {
  key: 'brand' | 'foodForm' | 'lifeStage' | 'flavor' | 'size' | 'productLine';
  label: string;
  values: { value: string; label: string; count: number }[];
}

const COLLECTION_QUERIES: Record<string, Record<string, string>> = {
  all: {},
  dog: { species: 'dog' },
  'dog/dry-food': { species: 'dog', category: 'dry-food' },
  'dog/dry-food/puppy': { species: 'dog', category: 'dry-food', detail: 'puppy' },
  'cat/treats': { species: 'cat', category: 'treats' },
  'cat/wet-food': { species: 'cat', category: 'wet-food' },
  'prescription-diet': { category: 'prescription-diet' },
};

describe('POST /api/ecom/v1.0/get-filters-by-handle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const filters = (body: unknown) => t.http.post('/api/ecom/v1.0/get-filters-by-handle').send(body as object);
  const total = async (query: Record<string, string>) =>
    (
      await t.http
        .get('/api/catalog/products')
        .query({ ...query, limit: 1 })
        .expect(200)
    ).body.total as number;

  it('answers 200 with the six facets, labelled, for a collection', async () => {
    const res = await filters({ handle: 'dog/dry-food', limit: 50 }).expect(200);
    expect(res.body.handle).toBe('dog/dry-food');
    expect(res.body.title).toBe('Dog Dry Food');
    expect(res.body.facets.map((f: Facet) => [f.key, f.label])).toEqual([
      ['brand', 'Brand'],
      ['foodForm', 'Food Form'],
      ['lifeStage', 'Life Stage'],
      ['flavor', 'Flavor'],
      ['size', 'Size'],
      ['productLine', 'Product Line'],
    ]);
    const byKey = Object.fromEntries(res.body.facets.map((f: Facet) => [f.key, f.values]));
    expect(byKey.foodForm).toEqual([
      { value: 'dry-food', label: 'Dry Food', count: await total({ species: 'dog', category: 'dry-food' }) },
    ]);
    expect(byKey.brand).toContainEqual({ value: 'wholesome-paws', label: 'Wholesome Paws', count: 1 });
    expect(byKey.size).toContainEqual({ value: '30-lb', label: '30 lb', count: expect.any(Number) });
    expect(byKey.flavor).toContainEqual({
      value: 'chicken-and-barley',
      label: 'Chicken & Barley',
      count: expect.any(Number),
    });
    expect(byKey.productLine).toContainEqual({
      value: 'prescription-diet',
      label: 'Prescription Diet',
      count: 7,
    });
  });

  it.each(Object.keys(COLLECTION_QUERIES))(
    'every facet count of %s equals the listing total for that value',
    async (handle) => {
      const res = await filters({ handle, limit: 50 }).expect(200);
      const base = COLLECTION_QUERIES[handle];
      for (const facet of res.body.facets as Facet[]) {
        for (const value of facet.values) {
          expect({
            facet: facet.key,
            value: value.value,
            count: await total({ ...base, [facet.key]: value.value }),
          }).toEqual({
            facet: facet.key,
            value: value.value,
            count: value.count,
          });
        }
      }
    },
  );

  it('the collection title matches the listing title', async () => {
    for (const [handle, query] of Object.entries(COLLECTION_QUERIES)) {
      const res = await filters({ handle }).expect(200);
      const page = await t.http
        .get('/api/catalog/products')
        .query({ ...query, limit: 1 })
        .expect(200);
      expect(res.body.title).toBe(page.body.title);
    }
  });

  it('keeps at most `limit` values per facet, the most common first', async () => {
    const res = await filters({ handle: 'all', limit: 3 }).expect(200);
    for (const facet of res.body.facets as Facet[]) {
      expect(facet.values.length).toBeLessThanOrEqual(3);
      const counts = facet.values.map((v) => v.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
    const flavors = (res.body.facets as Facet[]).find((f) => f.key === 'flavor');
    expect(flavors?.values).toHaveLength(3);
    expect(flavors?.values[0]).toMatchObject({ value: 'chicken', label: 'Chicken' });
  });

  it('defaults to 20 values per facet', async () => {
    const res = await filters({ handle: 'all' }).expect(200);
    const flavors = (res.body.facets as Facet[]).find((f) => f.key === 'flavor');
    expect(flavors?.values).toHaveLength(20);
  });

  it('a collection without products answers empty facets', async () => {
    const res = await filters({ handle: 'cat/prescription-diet/kitten' }).expect(200);
    expect(res.body.title).toBe('Kitten Cat Prescription Diet');
    expect((res.body.facets as Facet[]).every((f) => f.values.length === 0)).toBe(true);
  });

  it.each(['fish', 'dog/kibble', 'cat/dry-food/puppy', 'dog/dry-food/large-puppy', 'dry-food/dog'])(
    '404 COLLECTION_NOT_FOUND for %s',
    async (handle) => {
      const res = await filters({ handle, limit: 5 }).expect(404);
      expect(res.body.code).toBe('COLLECTION_NOT_FOUND');
    },
  );

  it.each([
    ['no handle', { limit: 5 }],
    ['an empty handle', { handle: '' }],
    ['an upper-case handle', { handle: 'Dog' }],
    ['an empty segment', { handle: 'dog//dry-food' }],
    ['four segments', { handle: 'a/b/c/d' }],
    ['an oversize handle', { handle: 'a'.repeat(201) }],
    ['limit 0', { handle: 'dog', limit: 0 }],
    ['limit past 50', { handle: 'dog', limit: 51 }],
    ['a fractional limit', { handle: 'dog', limit: 2.5 }],
    ['an unknown field', { handle: 'dog', sort: 'count' }],
  ])('refuses %s with 400', async (_label, body) => {
    const res = await filters(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});
