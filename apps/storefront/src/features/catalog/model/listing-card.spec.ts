import type { ListingCardDto } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { productOfCard } from './listing-card';

const card: ListingCardDto = {
  id: 'p1',
  handle: 'dog-adult',
  title: 'Adult Chicken Dry Dog Food',
  description: 'Complete nutrition for ad...',
  productType: 'Dry Food',
  featuredImage: { url: '/media/products/dog-adult.svg' },
  brand: { handle: 'pet-nutrition', name: 'Pet Nutrition' },
  productLine: 'prescription-diet',
  optionNames: ['Flavor', 'Size'],
  variants: [
    {
      id: 'v1',
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
      variantURL: 'pet-nutrition/dog-adult/chicken/13-oz',
      options: [null, '13 oz'],
      priceCents: 5705,
      compareAtPriceCents: 6300,
      inStock: false,
      weightLb: 0.8125,
      badgeTags: [],
    },
  ],
};

describe('productOfCard', () => {
  const product = productOfCard(card);

  it('gives each variant its options back as name/value pairs, leaving out the ones it has none of', () => {
    expect(product.variants.map((v) => v.selectedOptions)).toEqual([
      [
        { name: 'Flavor', value: 'Chicken' },
        { name: 'Size', value: '4 lb' },
      ],
      [{ name: 'Size', value: '13 oz' }],
    ]);
  });

  it('turns cents into the decimal amounts cards show, with no was-price at full price', () => {
    expect(product.variants.map((v) => [v.price, v.compareAtPrice])).toEqual([
      [{ amount: '21.99' }, null],
      [{ amount: '57.05' }, { amount: '63.00' }],
    ]);
  });

  it('keeps what the cart and analytics need: ids, SKU, link, stock, weight in lb, brand, badges', () => {
    expect(product).toMatchObject({
      id: 'p1',
      handle: 'dog-adult',
      productLine: 'prescription-diet',
      brand: { name: 'Pet Nutrition' },
      featuredImage: { url: '/media/products/dog-adult.svg' },
    });
    expect(product.variants[1]).toMatchObject({
      id: 'v2',
      // What the cart takes as merchandiseId and answers on its lines: the add must match it.
      adminGraphqlId: 'gid://shop/ProductVariant/v2',
      sku: '600102',
      variantURL: 'pet-nutrition/dog-adult/chicken/13-oz',
      inStock: false,
      weight: 0.8125,
      weightUnit: 'lb',
      badgeTags: [],
    });
  });
});
