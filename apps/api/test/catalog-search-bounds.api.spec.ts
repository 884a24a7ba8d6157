import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { CatalogCache, SEARCH_CANDIDATE_LIMIT } from '../src/modules/catalog/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * Search works through a bounded set of matches (search-bounds.ts): relevance ranks only the first
 * SEARCH_CANDIDATE_LIMIT matches in the featured order, and a search's count stops just past it.
 * The model below says the same thing in plain code, from every match's featured rank and
 * ts_rank read without any cut: at the seed's size it must equal the ranking of every match (the
 * answers did not change), and in a grown catalogue the cut one.
 */

interface Page {
  items: { handle: string }[];
  nextCursor: string | null;
  total: number;
  totalIsLowerBound: boolean;
}

interface Match {
  handle: string;
  featuredRank: number;
  rank: number;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What relevance order must answer: the first candidates in the featured order, ranked. */
function modelRelevance(matches: Match[]): string[] {
  return [...matches]
    .sort((a, b) => a.featuredRank - b.featuredRank || byteOrder(a.handle, b.handle))
    .slice(0, SEARCH_CANDIDATE_LIMIT)
    .sort((a, b) => b.rank - a.rank || byteOrder(a.handle, b.handle))
    .map((m) => m.handle);
}

describe('search works through a bounded set of matches', () => {
  let t: TestApp;
  let db: Database;

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
  });
  afterAll(() => t.close());

  /** Every product matching q (and a species), with its featured rank and relevance, uncut. */
  async function everyMatch(q: string, species?: string): Promise<Match[]> {
    const query = sql`websearch_to_tsquery('english', ${q})`;
    const result = await db.execute(sql`
      select handle, featured_rank as "featuredRank",
        (ts_rank(search_vector, ${query}) * 1000000)::integer as rank
      from products
      where search_vector @@ ${query} ${species ? sql`and species = ${species}` : sql``}`);
    return (result as unknown as { rows: Match[] }).rows.map((r) => ({
      ...r,
      featuredRank: Number(r.featuredRank),
      rank: Number(r.rank),
    }));
  }

  /** Every page of a listing or search, `size` at a time, in order. */
  async function pageThrough(path: string, query: Record<string, unknown>, size: number) {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.http
        .get(path)
        .query({ ...query, limit: size, ...(cursor ? { cursor } : {}) })
        .expect(200);
      const page = res.body as Page;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 1000);
    return { handles: pages.flatMap((p) => p.items.map((i) => i.handle)), first: pages[0] };
  }

  const SEARCHES: { q: string; species?: string }[] = [
    { q: 'chicken' },
    { q: 'dog' },
    { q: 'cat food' },
    { q: 'salmon' },
    { q: '"kidney care" -cat' },
    { q: 'chicken', species: 'cat' },
  ];

  describe("at the seed's size", () => {
    it('every product can be a candidate: the limit is above the whole seeded catalogue', async () => {
      const all = (await t.http.get('/api/catalog/products').query({ limit: 1 }).expect(200)).body as Page;
      expect(all.total).toBeGreaterThan(0);
      expect(all.total).toBeLessThan(SEARCH_CANDIDATE_LIMIT);
    });

    it.each(SEARCHES)('%o answers every match ranked, counted exactly, as before the bound', async (s) => {
      const matches = await everyMatch(s.q, s.species);
      expect(matches.length).toBeGreaterThan(0);
      const uncut = [...matches]
        .sort((a, b) => b.rank - a.rank || byteOrder(a.handle, b.handle))
        .map((m) => m.handle);
      const path = s.species ? '/api/catalog/products' : '/api/catalog/search';
      const { handles, first } = await pageThrough(path, s, 100);
      expect(handles).toEqual(uncut);
      expect(first.total).toBe(matches.length);
      expect(first.totalIsLowerBound).toBe(false);
    });

    it('a listing without words never marks its total as a lower bound', async () => {
      const page = (await t.http.get('/api/catalog/products').query({ species: 'dog' }).expect(200))
        .body as Page;
      expect(page.totalIsLowerBound).toBe(false);
    });
  });

  describe('in a catalogue grown past the limit', () => {
    beforeAll(async () => {
      // Copies interleave with the seeded products in the featured order, several to one rank
      // (ties broken by handle), so the cut falls among them and not after the seed's products.
      const copies = Math.ceil((SEARCH_CANDIDATE_LIMIT * 1.6) / 50);
      // A copy's id follows from its source and number, so each statement finds it again (a
      // temporary table would live on one of the pool's connections only).
      const grown = sql`(select p.id as source, md5(p.id::text || '-' || g)::uuid as id, g as copy
        from products p cross join generate_series(1, ${copies}::int) g where p.handle !~ '-g[0-9]+$')`;
      await db.execute(sql`
        insert into products (id, handle, title, description, product_type, brand, vendor, species,
          life_stage, food_form, product_line, third_party, featured_image_url, featured_image_alt,
          featured_rank, published_at, created_at)
        select g.id, p.handle || '-g' || g.copy, p.title || ' No. ' || g.copy, p.description,
          p.product_type, p.brand, p.vendor, p.species, p.life_stage, p.food_form, p.product_line,
          p.third_party, p.featured_image_url, p.featured_image_alt, p.featured_rank + g.copy % 3,
          p.published_at, p.created_at
        from ${grown} g join products p on p.id = g.source`);
      await db.execute(sql`
        insert into product_options (product_id, name, position, values)
        select g.id, o.name, o.position, o.values from ${grown} g join product_options o on o.product_id = g.source`);
      await db.execute(sql`
        insert into product_variants (id, product_id, sku, variant_url, position, selected_options,
          flavor_slug, size_slug, price_cents, compare_at_price_cents, weight, weight_unit, image_url,
          media, badge_tags, available)
        select gen_random_uuid(), g.id, v.sku || '-G' || g.copy, v.variant_url || '-g' || g.copy,
          v.position, v.selected_options, v.flavor_slug, v.size_slug, v.price_cents,
          v.compare_at_price_cents, v.weight, v.weight_unit, v.image_url, v.media, v.badge_tags, v.available
        from ${grown} g join product_variants v on v.product_id = g.source`);
      await t.app.get(CatalogCache).bump();
    });

    it('a common word: relevance pages through exactly the ranked candidates, counted as a lower bound', async () => {
      const matches = await everyMatch('chicken');
      expect(matches.length).toBeGreaterThan(SEARCH_CANDIDATE_LIMIT * 1.2);
      const { handles, first } = await pageThrough('/api/catalog/search', { q: 'chicken' }, 100);
      expect(handles).toEqual(modelRelevance(matches));
      expect(first).toMatchObject({ total: SEARCH_CANDIDATE_LIMIT, totalIsLowerBound: true });
    });

    it('any page size gives the same order, with no product twice and none skipped', async () => {
      const expected = modelRelevance(await everyMatch('chicken'));
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 17, max: 100 }), async (size) => {
          const { handles } = await pageThrough('/api/catalog/search', { q: 'chicken' }, size);
          expect(handles).toEqual(expected);
        }),
        { numRuns: 3 },
      );
    });

    it('filters apply before the cut: the candidates are the filtered matches', async () => {
      const matches = await everyMatch('chicken', 'cat');
      const expected = modelRelevance(matches);
      const { handles, first } = await pageThrough(
        '/api/catalog/products',
        { q: 'chicken', species: 'cat' },
        100,
      );
      expect(handles).toEqual(expected);
      // Cutting the unfiltered matches first would have left fewer cat products than this.
      const catInFirstCandidates = modelRelevance(await everyMatch('chicken')).filter((h) =>
        matches.some((m) => m.handle === h),
      );
      expect(handles.length).toBeGreaterThan(catInFirstCandidates.length);
      expect(first.total).toBe(Math.min(matches.length, SEARCH_CANDIDATE_LIMIT));
      expect(first.totalIsLowerBound).toBe(matches.length > SEARCH_CANDIDATE_LIMIT);
    });

    it('a rarer word below the limit is counted and ranked in full', async () => {
      const matches = await everyMatch('bison');
      expect(matches.length).toBeGreaterThan(1);
      expect(matches.length).toBeLessThan(SEARCH_CANDIDATE_LIMIT);
      const { handles, first } = await pageThrough('/api/catalog/search', { q: 'bison' }, 100);
      expect(handles).toEqual(modelRelevance(matches));
      expect(first).toMatchObject({ total: matches.length, totalIsLowerBound: false });
    });

    it('other sorts of a search still reach every match; only the count is bounded', async () => {
      const matches = await everyMatch('chicken');
      const { handles, first } = await pageThrough(
        '/api/catalog/products',
        { q: 'chicken', sort: 'featured' },
        100,
      );
      expect(new Set(handles).size).toBe(matches.length);
      expect(first).toMatchObject({ total: SEARCH_CANDIDATE_LIMIT, totalIsLowerBound: true });
    });

    it('a listing without words counts exactly past the limit', async () => {
      const all = (await t.http.get('/api/catalog/products').query({ limit: 1 }).expect(200)).body as Page;
      expect(all.total).toBeGreaterThan(SEARCH_CANDIDATE_LIMIT);
      expect(all.totalIsLowerBound).toBe(false);
    });
  });
});
