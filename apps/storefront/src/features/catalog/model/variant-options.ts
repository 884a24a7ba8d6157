import type { CatalogOption, CatalogProduct, CatalogVariant, OptionName } from './catalog-types';

/** The value a variant has for an option ('' when it has none). */
export function optionValue(
  variant: { selectedOptions: readonly CatalogOption[] },
  name: OptionName,
): string {
  return variant.selectedOptions.find((o) => o.name.toLowerCase() === name.toLowerCase())?.value ?? '';
}

/** Every value an option takes across a product's variants, in first-seen order. */
export function optionValues(variants: readonly CatalogVariant[], name: OptionName): string[] {
  const seen = new Set<string>();
  for (const variant of variants) {
    const value = optionValue(variant, name);
    if (value) seen.add(value);
  }
  return [...seen];
}

/**
 * The variant the shopper means when they pick `value` for `name` while `current` is shown: one with
 * that value that keeps as many of the other options as possible (first such variant on a tie).
 */
export function variantForOption<V extends CatalogVariant>(
  variants: readonly V[],
  current: V,
  name: OptionName,
  value: string,
): V | undefined {
  let best: V | undefined;
  let bestScore = -1;
  for (const candidate of variants) {
    if (optionValue(candidate, name) !== value) continue;
    const score = candidate.selectedOptions.filter(
      (o) => o.name !== name && optionValue(current, o.name as OptionName) === o.value,
    ).length;
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** The product line's handle, whether the DTO gives it as a string or an object. */
export function productLineHandle(product: Pick<CatalogProduct, 'productLine'>): string {
  const line = product.productLine;
  if (!line) return '';
  return typeof line === 'string' ? line : line.handle;
}

/** The product line the staff site marks 'Vet-Supervised Nutrition' (SPEC §2). */
export const PRESCRIPTION_DIET_LINE = 'prescription-diet';

/** Every SKU of some products, for one stock look-up. */
export function skusOf(products: readonly Pick<CatalogProduct, 'variants'>[]): string[] {
  return [...new Set(products.flatMap((p) => p.variants.map((v) => v.sku)))];
}
