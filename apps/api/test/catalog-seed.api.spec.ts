import { buildCatalogImport, featuredHandles, skusOf } from '../src/seed/catalog/build-catalog-import';
import { SeedRunner } from '../src/seed/seed-runner';
import { BADGE_ORDER, resolveBadges } from '@shop/catalog';
import { asc, count, eq, sql } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  brands,
  foodForms,
  lifeStages,
  productLines,
  products,
  productVariants,
  species,
} from '../src/modules/catalog/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

const REPO_ROOT = join(__dirname, '..', '..', '..');
const MEDIA_ROOT = join(__dirname, '..', 'media');

describe('catalogue seed', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get<Database>(DATABASE);
  });
  afterAll(() => t.close());

  const counts = async () => ({
    products: (await db.select({ n: count() }).from(products))[0].n,
    variants: (await db.select({ n: count() }).from(productVariants))[0].n,
    brands: (await db.select({ n: count() }).from(brands))[0].n,
  });

  it('is a catalogue a shopper would believe: 60+ products, 200+ variants over both species, every form and stage', async () => {
    const size = await counts();
    expect(size.products).toBeGreaterThanOrEqual(60);
    expect(size.variants).toBeGreaterThanOrEqual(200);
    const rows = await db.select().from(products);
    expect(new Set(rows.map((p) => p.species))).toEqual(
      new Set((await db.select().from(species)).map((s) => s.handle)),
    );
    expect(new Set(rows.map((p) => p.foodForm))).toEqual(
      new Set((await db.select().from(foodForms)).map((f) => f.handle)),
    );
    expect(new Set(rows.map((p) => p.lifeStage))).toEqual(
      new Set((await db.select().from(lifeStages)).map((s) => s.handle)),
    );
    expect(new Set(rows.map((p) => p.species))).toEqual(new Set(['dog', 'cat']));
    expect(new Set(rows.map((p) => p.foodForm))).toEqual(
      new Set(['dry-food', 'canned-food', 'tray-food', 'pouch-food', 'treats']),
    );
    expect(new Set(rows.map((p) => p.lifeStage))).toEqual(new Set(['puppy', 'kitten', 'adult', 'senior']));
    expect(rows.filter((p) => p.productLine === 'prescription-diet').length).toBeGreaterThanOrEqual(5);
    expect((await db.select().from(productLines)).map((l) => l.handle)).toContain('prescription-diet');
    expect(rows.filter((p) => p.thirdParty).length).toBeGreaterThan(0);
  });

  it('tags every merchandising badge somewhere, with compare-at prices and realistic sizes', async () => {
    const variants = await db.select().from(productVariants);
    const tags = new Set(variants.flatMap((v) => v.badgeTags));
    expect(tags).toContain('badge::new');
    const shown = new Set([...tags].flatMap((tag) => resolveBadges({ badgeTags: [tag] }).map((b) => b.id)));
    const taggable = BADGE_ORDER.map((b) => b.id).filter(
      (id) => !['out-of-stock', 'limited-stock', 'deal'].includes(id),
    );
    expect([...shown].sort()).toEqual([...taggable].sort());
    expect(variants.some((v) => v.compareAtPriceCents !== null && v.compareAtPriceCents > v.priceCents)).toBe(
      true,
    );
    const sizes = new Set(variants.map((v) => v.selectedOptions.find((o) => o.name === 'Size')?.value));
    for (const size of [
      '4 lb',
      '15 lb',
      '30 lb',
      '5.5 oz, 24 Pack',
      '13 oz, 12 Pack',
      '3.5 oz, 12 Pack',
      '2.8 oz, 12 Pack',
      '8 oz',
      '16 oz',
    ]) {
      expect(sizes).toContain(size);
    }
    const flavorCounts = await db
      .select({
        product: productVariants.productId,
        flavors: sql<number>`count(distinct ${productVariants.flavorSlug})::int`,
      })
      .from(productVariants)
      .groupBy(productVariants.productId);
    expect(flavorCounts.filter((r) => r.flavors >= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('running again neither duplicates nor overwrites what an operator changed', async () => {
    const before = await counts();
    await db
      .update(products)
      .set({ title: 'Edited by the shop' })
      .where(eq(products.handle, 'dog-adult-chicken-barley-dry'));
    await db.update(productVariants).set({ priceCents: 1 }).where(eq(productVariants.sku, '600401'));
    expect(await t.app.get(SeedRunner).run()).toEqual({
      catalog: 0,
      stock: 0,
      content: 0,
      clinics: 0,
      giving: 0,
      reviews: 0,
    });
    expect(await counts()).toEqual(before);
    const [edited] = await db
      .select()
      .from(products)
      .where(eq(products.handle, 'dog-adult-chicken-barley-dry'));
    expect(edited.title).toBe('Edited by the shop');
    const [repriced] = await db.select().from(productVariants).where(eq(productVariants.sku, '600401'));
    expect(repriced.priceCents).toBe(1);
  });

  it('seeds stock for exactly the SKUs of the catalogue and carousels from its featured handles', async () => {
    const seeded = buildCatalogImport();
    const dbSkus = (await db.select({ sku: productVariants.sku }).from(productVariants)).map((r) => r.sku);
    expect(skusOf(seeded)).toEqual([...dbSkus].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ranked = await db
      .select({ handle: products.handle })
      .from(products)
      .orderBy(asc(products.featuredRank), sql`${products.handle} collate "C"`);
    expect(featuredHandles(seeded)).toEqual(ranked.map((r) => r.handle));
  });

  it('every product and variant image is a committed packshot under 1.5 KB', async () => {
    const rows = await db.select({ url: products.featuredImageUrl }).from(products);
    const variantUrls = await db.selectDistinct({ url: productVariants.imageUrl }).from(productVariants);
    for (const { url } of [...rows, ...variantUrls]) {
      expect(url).toMatch(/^\/media\/products\/[a-z0-9-]+\.svg$/);
      const file = join(MEDIA_ROOT, url.replace('/media/', ''));
      expect(statSync(file).size).toBeLessThan(1536);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('the committed packshots are exactly what the generator makes from the seed data', () => {
    const out = execFileSync('node', [join(REPO_ROOT, 'tools/generate-product-images.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(out).toContain('up to date');
  });
});
