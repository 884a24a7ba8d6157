import { BADGE_ORDER, resolveBadges } from '@shop/catalog';
import { importRowsOf } from '../../modules/catalog';
import { buildCatalogImport, featuredHandles, skusOf } from './build-catalog-import';

const catalog = importRowsOf(buildCatalogImport());
const variants = catalog.products.flatMap((p) => p.variants);

describe('buildCatalogImport', () => {
  it('is deterministic', () => {
    expect(importRowsOf(buildCatalogImport())).toEqual(catalog);
  });

  it('has a believable size: 60+ products, 200+ variants', () => {
    expect(catalog.products.length).toBeGreaterThanOrEqual(60);
    expect(variants.length).toBeGreaterThanOrEqual(200);
  });

  it('keeps handles, SKUs and variant URLs unique', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(catalog.products.map((p) => p.product.handle))).toBe(true);
    expect(unique(variants.map((v) => v.sku))).toBe(true);
    expect(unique(variants.map((v) => v.variantUrl))).toBe(true);
  });

  it('covers both species, every form, every life stage and the prescription-diet line', () => {
    const products = catalog.products.map((p) => p.product);
    expect(new Set(products.map((p) => p.species))).toEqual(new Set(catalog.species.map((s) => s.handle)));
    expect(new Set(products.map((p) => p.foodForm))).toEqual(new Set(catalog.foodForms.map((f) => f.handle)));
    expect(new Set(products.map((p) => p.lifeStage))).toEqual(
      new Set(catalog.lifeStages.map((s) => s.handle)),
    );
    expect(products.some((p) => p.productLine === 'prescription-diet')).toBe(true);
  });

  it('uses every taggable badge, including the bare badge::new tag', () => {
    const tags = new Set(variants.flatMap((v) => v.badgeTags ?? []));
    expect(tags).toContain('badge::new');
    const shown = new Set([...tags].flatMap((tag) => resolveBadges({ badgeTags: [tag] }).map((b) => b.id)));
    const taggable = BADGE_ORDER.map((b) => b.id).filter(
      (id) => !['out-of-stock', 'limited-stock', 'deal'].includes(id),
    );
    expect([...shown].sort()).toEqual([...taggable].sort());
  });

  it('gives some variants a compare-at price above the price, and marks some unavailable', () => {
    const discounted = variants.filter((v) => v.compareAtPriceCents != null);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((v) => (v.compareAtPriceCents ?? 0) > v.priceCents)).toBe(true);
    expect(variants.some((v) => v.available === false)).toBe(true);
  });

  it('builds variant URLs from brand, product, flavor and size and options from the variants', () => {
    const adult = catalog.products.find((p) => p.product.handle === 'dog-adult-chicken-barley-dry');
    expect(adult?.variants[0]).toMatchObject({
      variantUrl: 'pet-nutrition/dog-adult-chicken-barley-dry/chicken-and-barley/4-lb',
      selectedOptions: [
        { name: 'Flavor', value: 'Chicken & Barley' },
        { name: 'Size', value: '4 lb' },
        { name: 'Product Form', value: 'Dry' },
      ],
      weight: '4',
      weightUnit: 'lb',
    });
    expect(adult?.options.map((o) => o.name)).toEqual(['Flavor', 'Size', 'Product Form']);
    expect(adult?.variants).toHaveLength(3 * 3);
  });

  it('sells treats under the treats line and wet food by weight in ounces', () => {
    const treats = catalog.products.filter((p) => p.product.foodForm === 'treats' && !p.product.thirdParty);
    expect(treats.every((p) => p.product.brand === 'pet-nutrition-treats')).toBe(true);
    const canned = catalog.products.find((p) => p.product.handle === 'cat-adult-savory-entree-canned');
    expect(canned?.variants[0]).toMatchObject({ weight: '69.6', weightUnit: 'oz' });
  });

  it('lists every SKU once, in byte order', () => {
    const skus = skusOf(buildCatalogImport());
    expect(skus).toHaveLength(variants.length);
    expect(new Set(skus).size).toBe(skus.length);
    expect([...skus].sort()).toEqual(skus);
  });

  it('orders handles merchandised first, then by handle, per species and limit', () => {
    const all = featuredHandles(buildCatalogImport());
    const ranks = new Map(catalog.products.map((p) => [p.product.handle, p.product.featuredRank ?? 0]));
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1], all[i]];
      expect(
        (ranks.get(a) ?? 0) < (ranks.get(b) ?? 0) || ((ranks.get(a) ?? 0) === (ranks.get(b) ?? 0) && a < b),
      ).toBe(true);
    }
    const dogs = featuredHandles(buildCatalogImport(), { species: 'dog', limit: 5 });
    const dogHandles = new Set(
      catalog.products.filter((p) => p.product.species === 'dog').map((p) => p.product.handle),
    );
    expect(dogs).toEqual(all.filter((h) => dogHandles.has(h)).slice(0, 5));
  });
});
