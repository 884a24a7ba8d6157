import type { ProductVariantRow } from './catalog.schema';
import {
  money,
  toListingCardDto,
  toListingProductDto,
  toProductDto,
  toVariantDto,
  type ProductBundle,
} from './catalog.mapper';

const variant = (overrides: Partial<ProductVariantRow> = {}): ProductVariantRow => ({
  id: '7d3f6a1e-0000-4000-8000-000000000001',
  productId: 'p1',
  sku: '600101',
  variantUrl: 'pet-nutrition/dog-adult/chicken/4-lb',
  position: 0,
  selectedOptions: [
    { name: 'Flavor', value: 'Chicken' },
    { name: 'Size', value: '4 lb' },
  ],
  flavorSlug: 'chicken',
  sizeSlug: '4-lb',
  priceCents: 2199,
  compareAtPriceCents: null,
  weight: '4.000',
  weightUnit: 'lb',
  imageUrl: '/media/products/dog-adult.svg',
  media: [{ url: '/media/products/dog-adult.svg', alt: 'Dog adult, Chicken, 4 lb' }],
  badgeTags: ['badge::new'],
  available: true,
  ...overrides,
});

const bundle: ProductBundle = {
  product: {
    id: 'p1',
    handle: 'dog-adult',
    title: 'Adult Chicken Dry Dog Food',
    description: 'Good food.',
    productType: 'Dry Food',
    brand: 'pet-nutrition',
    vendor: 'Pet Nutrition',
    species: 'dog',
    lifeStage: 'adult',
    foodForm: 'dry-food',
    productLine: 'prescription-diet',
    thirdParty: false,
    featuredImageUrl: '/media/products/dog-adult.svg',
    featuredImageAlt: 'Adult Chicken Dry Dog Food',
    featuredRank: 1,
    publishedAt: new Date(0),
    createdAt: new Date(0),
  },
  brand: { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food', thirdParty: false, position: 0 },
  line: { handle: 'prescription-diet', name: 'Prescription Diet' },
  options: [{ name: 'Size', values: ['4 lb', '15 lb'] }],
  variants: [
    variant(),
    variant({ id: 'v2', sku: '600102', priceCents: 5799, compareAtPriceCents: 6299, available: false }),
  ],
};

describe('money', () => {
  it.each([
    [5499, '54.99'],
    [1005, '10.05'],
    [100, '1.00'],
    [7, '0.07'],
    [0, '0.00'],
    [11999, '119.99'],
  ])('%i cents is %s USD', (cents, amount) => {
    expect(money(cents)).toEqual({ amount, currencyCode: 'USD' });
  });
});

describe('toVariantDto', () => {
  it('maps a row to the SPEC §3 variant', () => {
    expect(toVariantDto(variant())).toEqual({
      id: '7d3f6a1e-0000-4000-8000-000000000001',
      adminGraphqlId: 'gid://shop/ProductVariant/7d3f6a1e-0000-4000-8000-000000000001',
      sku: '600101',
      variantURL: 'pet-nutrition/dog-adult/chicken/4-lb',
      selectedOptions: [
        { name: 'Flavor', value: 'Chicken' },
        { name: 'Size', value: '4 lb' },
      ],
      price: { amount: '21.99', currencyCode: 'USD' },
      compareAtPrice: null,
      inStock: true,
      weight: 4,
      weightUnit: 'lb',
      imagePrimary: { url: '/media/products/dog-adult.svg' },
      variantMediaList: [{ url: '/media/products/dog-adult.svg', alt: 'Dog adult, Chicken, 4 lb' }],
      badgeTags: ['badge::new'],
    });
  });

  it('shows a compare-at price and an unavailable variant', () => {
    expect(toVariantDto(variant({ compareAtPriceCents: 6299, available: false }))).toMatchObject({
      compareAtPrice: { amount: '62.99', currencyCode: 'USD' },
      inStock: false,
    });
  });
});

describe('toProductDto and toListingProductDto', () => {
  it('maps the product with brand, line and options', () => {
    const dto = toProductDto(bundle);
    expect(dto).toMatchObject({
      handle: 'dog-adult',
      productType: 'Dry Food',
      featuredImage: { url: '/media/products/dog-adult.svg', alt: 'Adult Chicken Dry Dog Food' },
      brand: { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food' },
      productLine: { handle: 'prescription-diet', name: 'Prescription Diet' },
      options: [{ name: 'Size', values: ['4 lb', '15 lb'] }],
    });
    expect(dto.variants.map((v) => v.sku)).toEqual(['600101', '600102']);
    expect(toProductDto({ ...bundle, line: null }).productLine).toBeNull();
  });

  it('adds the price range over every variant', () => {
    expect(toListingProductDto(bundle).priceRange).toEqual({
      min: { amount: '21.99', currencyCode: 'USD' },
      max: { amount: '57.99', currencyCode: 'USD' },
    });
  });
});

describe('toListingCardDto', () => {
  const cardVariant = (row: ProductVariantRow) => ({
    id: row.id,
    sku: row.sku,
    variantUrl: row.variantUrl,
    selectedOptions: row.selectedOptions,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    available: row.available,
    // The listing statement's JSON carries numeric weights as numbers.
    weight: Number(row.weight),
    weightUnit: row.weightUnit,
    badgeTags: row.badgeTags,
  });
  const card = toListingCardDto({
    id: 'p1',
    handle: 'dog-adult',
    title: 'Adult Chicken Dry Dog Food',
    description: 'Complete nutrition for adult dogs with real chicken.',
    productType: 'Dry Food',
    featuredImageUrl: '/media/products/dog-adult.svg',
    brandHandle: 'pet-nutrition',
    brandName: 'Pet Nutrition',
    productLine: 'prescription-diet',
    key: '1',
    optionNames: ['Flavor', 'Size'],
    variants: [
      cardVariant(variant()),
      cardVariant(
        variant({
          id: 'v2',
          sku: '600102',
          selectedOptions: [{ name: 'Size', value: '13 oz' }],
          priceCents: 5799,
          compareAtPriceCents: 6299,
          weight: '13.000',
          weightUnit: 'oz',
          available: false,
          badgeTags: [],
        }),
      ),
    ],
  });

  it('keeps what a card shows: the description cut at 25 characters, an image without alt, the line handle', () => {
    expect(card).toMatchObject({
      id: 'p1',
      handle: 'dog-adult',
      title: 'Adult Chicken Dry Dog Food',
      description: 'Complete nutrition for ad...',
      productType: 'Dry Food',
      featuredImage: { url: '/media/products/dog-adult.svg' },
      brand: { handle: 'pet-nutrition', name: 'Pet Nutrition' },
      productLine: 'prescription-diet',
      optionNames: ['Flavor', 'Size'],
    });
  });

  it('gives each variant its option values in optionNames order (null where it has none), cents and pounds', () => {
    expect(card.variants).toEqual([
      {
        id: '7d3f6a1e-0000-4000-8000-000000000001',
        sku: '600101',
        variantURL: 'pet-nutrition/dog-adult/chicken/4-lb',
        options: ['Chicken', '4 lb'],
        priceCents: 2199,
        inStock: true,
        weightLb: 4,
        badgeTags: ['badge::new'],
      },
      {
        id: 'v2',
        sku: '600102',
        variantURL: 'pet-nutrition/dog-adult/chicken/4-lb',
        options: [null, '13 oz'],
        priceCents: 5799,
        compareAtPriceCents: 6299,
        inStock: false,
        weightLb: 0.8125,
        badgeTags: [],
      },
    ]);
  });
});
