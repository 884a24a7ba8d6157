import { toPounds, truncateDescription, variantGid } from '@shop/catalog';
import type { CatalogSellingPlan } from './cart-variant';
import type { ListingCardRow, ListingCardVariantRow } from './catalog-listing.repository';
import type { BrandRow, ProductRow, ProductVariantRow, SellingPlanRow } from './catalog.schema';
import type { ListingCardDto, ListingCardVariantDto } from './dto/listing-card.dto';
import type { ListingProductDto } from './dto/listing-product.dto';
import type { MoneyDto } from './dto/money.dto';
import type { ProductDto } from './dto/product.dto';
import type { VariantDto } from './dto/variant.dto';

/** A product with everything its DTO shows, as the repository loads it. */
export interface ProductBundle {
  product: Omit<ProductRow, 'searchVector'>;
  brand: BrandRow;
  line: { handle: string; name: string } | null;
  /** In display order. */
  options: { name: string; values: string[] }[];
  /** In display order. */
  variants: ProductVariantRow[];
}

/** Cents to the platform's money shape, exactly (no floating point): 5499 → '54.99'. */
export function money(cents: number): MoneyDto {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return {
    amount: `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`,
    currencyCode: 'USD',
  };
}

export function toVariantDto(row: ProductVariantRow): VariantDto {
  return {
    id: row.id,
    adminGraphqlId: variantGid(row.id),
    sku: row.sku,
    variantURL: row.variantUrl,
    selectedOptions: row.selectedOptions.map(({ name, value }) => ({ name, value })),
    price: money(row.priceCents),
    compareAtPrice: row.compareAtPriceCents === null ? null : money(row.compareAtPriceCents),
    inStock: row.available,
    weight: Number(row.weight),
    weightUnit: row.weightUnit,
    imagePrimary: { url: row.imageUrl },
    variantMediaList: row.media.map(({ url, alt }) => ({ url, alt })),
    badgeTags: [...row.badgeTags],
  };
}

export function toProductDto({ product, brand, line, options, variants }: ProductBundle): ProductDto {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    productType: product.productType,
    description: product.description,
    featuredImage: { url: product.featuredImageUrl, alt: product.featuredImageAlt },
    variants: variants.map(toVariantDto),
    options: options.map(({ name, values }) => ({ name, values: [...values] })),
    brand: { handle: brand.handle, name: brand.name, line: brand.line },
    species: product.species,
    lifeStage: product.lifeStage,
    foodForm: product.foodForm,
    productLine: line ? { handle: line.handle, name: line.name } : null,
    thirdParty: product.thirdParty,
  };
}

/** A card's product: the product plus the range of its variant prices (every variant, sold or not). */
export function toListingProductDto(bundle: ProductBundle): ListingProductDto {
  const prices = bundle.variants.map((v) => v.priceCents);
  const min = prices.length ? Math.min(...prices) : 0;
  const max = prices.length ? Math.max(...prices) : 0;
  return { ...toProductDto(bundle), priceRange: { min: money(min), max: money(max) } };
}

/** A plan row as the cart and the look-up show it: days between deliveries, and weeks. */
export function toCatalogSellingPlan(row: SellingPlanRow): CatalogSellingPlan {
  return {
    id: row.id,
    name: row.name,
    frequencyDays: row.frequencyWeeks * 7,
    frequency: row.frequencyWeeks,
  };
}

/**
 * A listing's card (SPEC §2 product cards): the product trimmed to what a card shows, each
 * variant's option values aligned with the product's option names instead of name/value pairs.
 * Reads the listing statement's row (CatalogListingRepository.findCards).
 */
export function toListingCardDto(row: ListingCardRow): ListingCardDto {
  const { optionNames } = row;
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: truncateDescription(row.description),
    productType: row.productType,
    featuredImage: { url: row.featuredImageUrl },
    brand: { handle: row.brandHandle, name: row.brandName },
    productLine: row.productLine,
    optionNames,
    variants: row.variants.map((variant) => toListingCardVariantDto(variant, optionNames)),
  };
}

function toListingCardVariantDto(row: ListingCardVariantRow, optionNames: string[]): ListingCardVariantDto {
  return {
    id: row.id,
    sku: row.sku,
    variantURL: row.variantUrl,
    options: optionNames.map(
      (name) => row.selectedOptions.find((option) => option.name === name)?.value ?? null,
    ),
    priceCents: row.priceCents,
    ...(row.compareAtPriceCents === null ? {} : { compareAtPriceCents: row.compareAtPriceCents }),
    inStock: row.available,
    weightLb: toPounds(Number(row.weight), row.weightUnit),
    badgeTags: row.badgeTags,
  };
}
