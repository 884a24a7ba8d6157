import type { ListingCardDto, ListingProductDto, ListProductsResponse, VariantDto } from '@shop/api-client';

/** A variant as the catalogue returns it; override any field per test. */
export function variantFixture(overrides: Partial<VariantDto> = {}): VariantDto {
  return {
    id: 'var-1',
    adminGraphqlId: 'gid://shop/ProductVariant/var-1',
    sku: 'DOG-ADULT-CHICKEN-30LB',
    variantURL: 'pet-nutrition/adult-chicken-rice/chicken-and-rice/30-lb',
    selectedOptions: [
      { name: 'Flavor', value: 'Chicken & Rice' },
      { name: 'Size', value: '30 lb' },
      { name: 'Product Form', value: 'Dry' },
    ],
    price: { amount: '54.99', currencyCode: 'USD' },
    compareAtPrice: null,
    inStock: true,
    weight: 30,
    weightUnit: 'lb',
    imagePrimary: { url: '/media/products/adult-chicken-rice.svg' },
    variantMediaList: [
      { url: '/media/products/adult-chicken-rice.svg', alt: 'Adult Chicken & Rice Recipe bag' },
    ],
    badgeTags: [],
    ...overrides,
  };
}

/** A product as GET /api/catalog/products lists it; override any field per test. */
export function productFixture(overrides: Partial<ListingProductDto> = {}): ListingProductDto {
  const variants = overrides.variants ?? [variantFixture()];
  return {
    id: 'prod-1',
    handle: 'adult-chicken-rice',
    title: 'Adult Chicken & Rice Recipe',
    species: 'dog',
    productType: 'Dry Food',
    description: 'Complete nutrition for adult dogs with real chicken.',
    featuredImage: { url: '/media/products/adult-chicken-rice.svg', alt: 'Adult Chicken & Rice Recipe bag' },
    options: [],
    brand: { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food' },
    lifeStage: 'adult',
    foodForm: 'dry-food',
    productLine: null,
    thirdParty: false,
    priceRange: { min: variants[0].price, max: variants[variants.length - 1].price },
    ...overrides,
    variants,
  };
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** A product as a listing's card (ListingCardDto), trimmed the way the API trims it. */
export function listingCardOf(product: ListingProductDto): ListingCardDto {
  const optionNames = [
    ...new Set(product.variants.flatMap((variant) => variant.selectedOptions.map((option) => option.name))),
  ];
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description:
      product.description.length > 25 ? `${product.description.slice(0, 25)}...` : product.description,
    productType: product.productType,
    featuredImage: { url: product.featuredImage.url },
    brand: { handle: product.brand.handle, name: product.brand.name },
    productLine: product.productLine?.handle ?? null,
    optionNames,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      variantURL: variant.variantURL,
      options: optionNames.map((name) => variant.selectedOptions.find((o) => o.name === name)?.value ?? null),
      priceCents: cents(variant.price.amount),
      ...(variant.compareAtPrice ? { compareAtPriceCents: cents(variant.compareAtPrice.amount) } : {}),
      inStock: variant.inStock,
      weightLb: variant.weightUnit === 'oz' ? variant.weight / 16 : variant.weight,
      badgeTags: variant.badgeTags,
    })),
  };
}

/** One page of the product list: the products as the API's cards. */
export function productPage(
  items: ListingProductDto[],
  nextCursor: string | null = null,
  {
    total = items.length,
    totalIsLowerBound = false,
    title = 'Shop All Pet Food',
  }: { total?: number; totalIsLowerBound?: boolean; title?: string } = {},
): ListProductsResponse {
  return { items: items.map(listingCardOf), nextCursor, total, totalIsLowerBound, title };
}
