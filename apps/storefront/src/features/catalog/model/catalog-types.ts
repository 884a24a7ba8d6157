/*
 * The parts of the catalogue DTOs (SPEC §3 Product and Variant) the catalogue components read.
 * Structural on purpose: the generated ListingProductDto and ProductDto satisfy them, and tests
 * build plain objects without the fields a component never looks at.
 */

export interface CatalogMoney {
  /** Decimal string in USD, e.g. '54.99'. */
  amount: string;
}

export interface CatalogImage {
  url: string;
  alt?: string | null;
}

export interface CatalogOption {
  name: string;
  value: string;
}

export interface CatalogVariant {
  /** The platform's variant id (analytics' shopify_variant). */
  id?: string;
  /** 'gid://shop/ProductVariant/{id}': what the cart adds (a line's merchandiseId). */
  adminGraphqlId?: string;
  sku: string;
  /** '{brand}/{handle}/{flavor}/{size}': the detail route after /products/. */
  variantURL: string;
  /** Size, Flavor and Product Form. */
  selectedOptions: readonly CatalogOption[];
  price: CatalogMoney;
  compareAtPrice?: CatalogMoney | null;
  inStock: boolean;
  weight?: number | string | null;
  weightUnit?: string | null;
  imagePrimary?: CatalogImage | null;
  variantMediaList?: readonly CatalogImage[] | null;
  /** 'badge::…' tags merchandisers set. */
  badgeTags: readonly string[];
}

export interface CatalogProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType?: string | null;
  /** e.g. 'prescription-diet', which the staff site marks 'Vet-Supervised Nutrition'. */
  productLine?: string | { handle: string; name?: string } | null;
  featuredImage?: CatalogImage | null;
  variants: readonly CatalogVariant[];
}

/** The names SPEC §3 gives variant options. */
export const OPTION_NAMES = ['Flavor', 'Size', 'Product Form'] as const;
export type OptionName = (typeof OPTION_NAMES)[number];
