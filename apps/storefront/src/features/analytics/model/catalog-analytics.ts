import type { AnalyticsProduct } from '@shop/cart';
import { autoshipPrice } from '@shop/catalog';

/*
 * Catalogue products as analytics items (SPEC §3). Structural types, so the generated
 * ListingProductDto and ProductDto fit without this feature importing the catalogue's.
 */

export interface AnalyticsCatalogVariant {
  /** The platform's variant id (shopify_variant). */
  id?: string | null;
  sku: string;
  price: { amount: string };
  selectedOptions: readonly { name: string; value: string }[];
}

export interface AnalyticsCatalogProduct {
  title: string;
  /** The food form's label, reported as item_category. */
  productType?: string | null;
  brand?: { name: string } | null;
  variants: readonly AnalyticsCatalogVariant[];
}

export interface CatalogAnalyticsOptions {
  quantity?: number;
  /** Bought on autoship: the 5% saving is reported as the discount. */
  autoship?: boolean;
}

/** The variant's option values as one label, e.g. 'Chicken / 30 lb / Dry Food'. */
export function variantLabel(variant: AnalyticsCatalogVariant): string {
  return variant.selectedOptions
    .map((option) => option.value)
    .filter(Boolean)
    .join(' / ');
}

/** One catalogue variant as the product an analytics event reports. */
export function analyticsProductOf(
  product: AnalyticsCatalogProduct,
  variant: AnalyticsCatalogVariant,
  { quantity = 1, autoship = false }: CatalogAnalyticsOptions = {},
): AnalyticsProduct {
  const price = Number(variant.price.amount);
  const unitPrice = Number.isFinite(price) ? price : 0;
  return {
    sku: variant.sku,
    name: product.title,
    brand: product.brand?.name ?? null,
    category: product.productType ?? null,
    variant: variantLabel(variant),
    variantId: variant.id ?? null,
    unitPrice,
    unitDiscount: autoship ? Math.round((unitPrice - autoshipPrice(unitPrice)) * 100) / 100 : 0,
    quantity,
  };
}
