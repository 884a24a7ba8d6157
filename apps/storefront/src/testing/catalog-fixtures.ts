import type { ListingProductDto, ListProductsResponse, VariantDto } from '@shop/api-client';

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

/** One page of the product list. */
export function productPage(
  items: ListingProductDto[],
  nextCursor: string | null = null,
  { total = items.length, title = 'Shop All Pet Food' }: { total?: number; title?: string } = {},
): ListProductsResponse {
  return { items, nextCursor, total, title };
}
