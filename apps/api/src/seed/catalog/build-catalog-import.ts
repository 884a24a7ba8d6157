import { BADGE_TAG_PREFIX, MAIN_BRAND } from '@shop/catalog';
import type { CatalogImport, ProductImport } from '../../modules/catalog';
import {
  SEED_BRANDS,
  SEED_FOOD_FORMS,
  SEED_LIFE_STAGES,
  SEED_PRODUCT_LINES,
  SEED_PRODUCTS,
  SEED_SIZES,
  SEED_SPECIES,
  type SeedFlavor,
  type SeedProduct,
} from './catalog.seed-data';

/** Where the project's packshot of a product is served (tools/generate-product-images.mjs draws them). */
export function productImageUrl(productHandle: string): string {
  return `/media/products/${productHandle}.svg`;
}

const TREATS_BRAND = 'pet-nutrition-treats';
const FIRST_PUBLISHED = Date.UTC(2024, 0, 8);
const DAY_MS = 86_400_000;
/** Autoship delivery every 2, 4, 6 or 8 weeks (SPEC §2 autoship; the 'every 2, 4, 6 or 8 weeks'). */
const AUTOSHIP_EVERY_WEEKS = [2, 4, 6, 8];
export const SEED_SELLING_PLANS = AUTOSHIP_EVERY_WEEKS.map((weeks, position) => ({
  id: `gid://shop/SellingPlan/${weeks}`,
  name: `Every ${weeks} weeks`,
  frequencyWeeks: weeks,
  position,
}));

/**
 * Which seeded products may be bought on autoship: the shop's own foods, dry and wet. Treats are
 * occasional buys, and the other makers' products are sold one time only.
 */
export function isAutoshipEligibleSeed(seed: Pick<SeedProduct, 'form' | 'brand'>): boolean {
  const brand = seed.brand ? SEED_BRANDS.find((b) => b.handle === seed.brand) : undefined;
  return seed.form !== 'treats' && !brand?.thirdParty;
}

/** Best sellers and featured products lead the 'featured' sort. */
const MERCHANDISED = new Set(['best-seller', 'featured']);

const STAGE_TEXT: Record<SeedProduct['stage'], string> = {
  puppy: 'Made for puppies up to one year old.',
  kitten: 'Made for kittens up to one year old.',
  adult: 'Complete and balanced nutrition for adult {species}s aged 1 to 6.',
  senior: 'Tailored to {species}s aged 7 and older.',
};

const FORM_TEXT: Record<SeedProduct['form'], string> = {
  'dry-food': 'Crunchy kibble in a resealable bag.',
  'canned-food': 'Sold by the case in easy-open cans.',
  'tray-food': 'Sold by the case in single-serve trays with a peel-away lid.',
  'pouch-food': 'Sold by the case in single-serve pouches.',
  treats: 'Feed treats as up to 10% of daily calories.',
};

function lookup<T extends { handle: string }>(rows: readonly T[], handle: string): T {
  const row = rows.find((r) => r.handle === handle);
  if (!row) throw new Error(`Seed data names an unknown handle '${handle}'`);
  return row;
}

function flavorOf(flavor: string | SeedFlavor): SeedFlavor {
  return typeof flavor === 'string' ? { name: flavor, badges: [] } : flavor;
}

function titleOf(seed: SeedProduct): string {
  const speciesLabel = lookup(SEED_SPECIES, seed.species).label;
  return `${seed.name} ${lookup(SEED_FOOD_FORMS, seed.form).title.replace('{Species}', speciesLabel)}`;
}

function descriptionOf(seed: SeedProduct): string {
  const stage = seed.form === 'treats' ? '' : STAGE_TEXT[seed.stage].replace('{species}', seed.species);
  const supervised =
    seed.line === 'prescription-diet' ? 'Feed under the supervision of your veterinarian.' : '';
  return [seed.benefit, stage, FORM_TEXT[seed.form], supervised].filter(Boolean).join(' ');
}

function buildProduct(seed: SeedProduct, index: number): ProductImport {
  const sizes = SEED_SIZES[seed.sizes];
  if (seed.prices.length !== sizes.length || (seed.compareAt && seed.compareAt.length !== sizes.length)) {
    throw new Error(`Seed product '${seed.handle}' needs one price per size of '${seed.sizes}'`);
  }
  const brand = lookup(SEED_BRANDS, seed.brand ?? (seed.form === 'treats' ? TREATS_BRAND : MAIN_BRAND));
  const form = lookup(SEED_FOOD_FORMS, seed.form);
  const flavors = seed.flavors.map(flavorOf);
  const title = titleOf(seed);
  const image = productImageUrl(seed.handle);
  const productBadges = seed.badges ?? [];
  const published = seed.published ? Date.parse(seed.published) : FIRST_PUBLISHED + index * 3 * DAY_MS;

  const variants = flavors.flatMap((flavor, f) =>
    sizes.map((size, s) => {
      const position = f * sizes.length + s;
      const tags = [...new Set([...productBadges, ...flavor.badges])].map((b) => `${BADGE_TAG_PREFIX}${b}`);
      return {
        sku: String(600_000 + (index + 1) * 100 + position + 1),
        position,
        selectedOptions: [
          { name: 'Flavor', value: flavor.name },
          { name: 'Size', value: size.label },
          { name: 'Product Form', value: form.optionValue },
        ],
        priceCents: seed.prices[s],
        compareAtPriceCents: seed.compareAt?.[s] ?? null,
        weight: String(size.weight),
        weightUnit: size.unit,
        imageUrl: image,
        media: [{ url: image, alt: `${title}, ${flavor.name}, ${size.label}` }],
        badgeTags: tags,
        available: !seed.soldOut?.includes(size.label),
      };
    }),
  );

  return {
    product: {
      handle: seed.handle,
      title,
      description: descriptionOf(seed),
      productType: form.label,
      brand: brand.handle,
      vendor: brand.name,
      species: seed.species,
      lifeStage: seed.stage,
      foodForm: seed.form,
      productLine: seed.line ?? null,
      thirdParty: brand.thirdParty,
      featuredImageUrl: image,
      featuredImageAlt: title,
      featuredRank: (productBadges.some((b) => MERCHANDISED.has(b)) ? 0 : 1000) + index + 1,
      publishedAt: new Date(published),
    },
    options: [
      { name: 'Flavor', position: 0, values: flavors.map((f) => f.name) },
      { name: 'Size', position: 1, values: sizes.map((s) => s.label) },
      { name: 'Product Form', position: 2, values: [form.optionValue] },
    ],
    variants,
    sellingPlanIds: isAutoshipEligibleSeed(seed) ? SEED_SELLING_PLANS.map((plan) => plan.id) : [],
  };
}

/** The whole starter catalogue, the same on every run. */
export function buildCatalogImport(): CatalogImport {
  return {
    brands: SEED_BRANDS.map((b, position) => ({ ...b, position })),
    species: SEED_SPECIES.map((s, position) => ({ ...s, position })),
    lifeStages: SEED_LIFE_STAGES.map((s, position) => ({ ...s, position })),
    foodForms: SEED_FOOD_FORMS.map(({ title: _title, ...form }, position) => ({ ...form, position })),
    productLines: SEED_PRODUCT_LINES.map((l, position) => ({ ...l, position })),
    sellingPlans: SEED_SELLING_PLANS,
    products: SEED_PRODUCTS.map(buildProduct),
  };
}

/** Every variant SKU of an import, sorted as the database sorts them (byte order). */
export function skusOf(catalog: CatalogImport): string[] {
  return catalog.products
    .flatMap((p) => p.variants.map((v) => v.sku))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Product handles in the catalogue's featured order (merchandising rank, then handle), optionally
 * of one species and at most `limit`: the order the listing's default sort shows.
 */
export function featuredHandles(
  catalog: CatalogImport,
  filter: { species?: string; limit?: number } = {},
): string[] {
  const handles = catalog.products
    .map((p) => p.product)
    .filter((p) => !filter.species || p.species === filter.species)
    .sort(
      (a, b) =>
        (a.featuredRank ?? 0) - (b.featuredRank ?? 0) ||
        (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0),
    )
    .map((p) => p.handle);
  return filter.limit === undefined ? handles : handles.slice(0, filter.limit);
}
