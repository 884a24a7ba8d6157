import { describe, expect, it } from 'vitest';
import { productFixture, variantFixture } from '../../../testing/catalog-fixtures';
import { analyticsProductOf, variantLabel } from './catalog-analytics';

describe('catalogue products as analytics products (SPEC §3 item)', () => {
  const product = productFixture();
  const variant = variantFixture();

  it('reports the SKU, title, brand, product type, option values and variant id', () => {
    expect(analyticsProductOf(product, variant, { quantity: 3 })).toEqual({
      sku: 'DOG-ADULT-CHICKEN-30LB',
      name: 'Adult Chicken & Rice Recipe',
      brand: 'Pet Nutrition',
      category: 'Dry Food',
      variant: 'Chicken & Rice / 30 lb / Dry',
      variantId: 'var-1',
      unitPrice: 54.99,
      unitDiscount: 0,
      quantity: 3,
    });
  });

  it("reports autoship's 5% saving as the unit discount", () => {
    // 54.99 on autoship is 52.24 (libs/catalog autoshipPrice), a saving of 2.75.
    expect(analyticsProductOf(product, variant, { autoship: true }).unitDiscount).toBe(2.75);
  });

  it('joins only the option values a variant has', () => {
    expect(variantLabel({ ...variant, selectedOptions: [{ name: 'Size', value: '3 oz' }] })).toBe('3 oz');
  });
});
