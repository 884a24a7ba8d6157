import type { ListingCardDto } from '@shop/api-client';
import { centsToAmount, variantGid } from '@shop/catalog';
import type { CatalogOption, CatalogProduct, CatalogVariant } from './catalog-types';

/** A card's variant as the catalogue components and the card's action slot read it. */
export interface CardVariant extends CatalogVariant {
  /** The platform's variant id (analytics shopify_variant; what a cart line is added with). */
  id: string;
}

/** A listing card as the catalogue components read products, with the brand analytics reports. */
export interface CardProduct extends CatalogProduct {
  brand: { handle: string; name: string };
  variants: readonly CardVariant[];
}

/**
 * A listing or search card (ListingCardDto, trimmed to keep a page of 24 small) in the shape the
 * product card, its option pickers, badges and action slot read everywhere else: each variant's
 * option values back as name/value pairs, cents as the platform's decimal amounts, the weight in
 * pounds.
 */
export function productOfCard(card: ListingCardDto): CardProduct {
  return {
    id: card.id,
    handle: card.handle,
    title: card.title,
    description: card.description,
    productType: card.productType,
    productLine: card.productLine,
    featuredImage: card.featuredImage,
    brand: card.brand,
    variants: card.variants.map((variant) => ({
      id: variant.id,
      adminGraphqlId: variantGid(variant.id),
      sku: variant.sku,
      variantURL: variant.variantURL,
      selectedOptions: card.optionNames.flatMap((name, i): CatalogOption[] => {
        const value = variant.options[i];
        return value === null || value === undefined ? [] : [{ name, value }];
      }),
      price: { amount: centsToAmount(variant.priceCents) },
      compareAtPrice:
        variant.compareAtPriceCents === undefined
          ? null
          : { amount: centsToAmount(variant.compareAtPriceCents) },
      inStock: variant.inStock,
      weight: variant.weightLb,
      weightUnit: 'lb',
      badgeTags: variant.badgeTags,
    })),
  };
}
