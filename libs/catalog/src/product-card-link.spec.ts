import { productCardLink } from './product-card-link';

describe('productCardLink', () => {
  it.each([
    [
      'pet-nutrition/adult-dry/chicken/15lb',
      'SKU-15',
      '/products/pet-nutrition/adult-dry/chicken/15lb?sku=SKU-15',
    ],
    ['/adult-dry', 'SKU-15', '/products/adult-dry?sku=SKU-15'],
    ['//adult-dry', 'SKU-15', '/products/adult-dry?sku=SKU-15'],
    ['adult-dry', 'A B&C=1/2', '/products/adult-dry?sku=A%20B%26C%3D1%2F2'],
    ['adult-dry', '', '/products/adult-dry?sku='],
  ])('productCardLink(%p, %p) is %p', (variantURL, sku, expected) => {
    expect(productCardLink({ variantURL, sku })).toBe(expected);
  });
});
