import { describe, expect, it } from 'vitest';
import { productFixture, variantFixture } from '../../../testing/catalog-fixtures';
import { optionValues, productLineHandle, skusOf, variantForOption } from './variant-options';

const v = (sku: string, flavor: string, size: string) =>
  variantFixture({
    sku,
    selectedOptions: [
      { name: 'Flavor', value: flavor },
      { name: 'Size', value: size },
    ],
  });
const variants = [
  v('A4', 'Chicken', '4 lb'),
  v('A15', 'Chicken', '15 lb'),
  v('B15', 'Lamb', '15 lb'),
  v('B30', 'Lamb', '30 lb'),
];

describe('variant options', () => {
  it('lists option values in first-seen order', () => {
    expect(optionValues(variants, 'Size')).toEqual(['4 lb', '15 lb', '30 lb']);
    expect(optionValues(variants, 'Product Form')).toEqual([]);
  });

  it('keeps the other options when one changes, else takes the first variant with the value', () => {
    expect(variantForOption(variants, variants[1], 'Flavor', 'Lamb')?.sku).toBe('B15');
    expect(variantForOption(variants, variants[0], 'Flavor', 'Lamb')?.sku).toBe('B15');
    expect(variantForOption(variants, variants[3], 'Flavor', 'Chicken')?.sku).toBe('A4');
    expect(variantForOption(variants, variants[0], 'Size', '99 lb')).toBeUndefined();
  });

  it('reads the product line handle from the DTO object', () => {
    expect(
      productLineHandle(productFixture({ productLine: { handle: 'prescription-diet', name: 'Rx' } })),
    ).toBe('prescription-diet');
    expect(productLineHandle(productFixture())).toBe('');
  });

  it('collects every SKU once', () => {
    expect(skusOf([productFixture({ variants }), productFixture({ variants: [variants[0]] })])).toEqual([
      'A4',
      'A15',
      'B15',
      'B30',
    ]);
  });
});
