import { DEFAULT_FREE_SHIPPING_THRESHOLD, freeShippingText } from './free-shipping-text';

describe('freeShippingText', () => {
  it('defaults the threshold to $49', () => {
    expect(DEFAULT_FREE_SHIPPING_THRESHOLD).toBe(49);
    expect(freeShippingText(48.99)).toBe('Free shipping on orders over $49');
    expect(freeShippingText(49)).toBe('Eligible for free shipping');
  });

  it.each([
    [0, 49, 'Free shipping on orders over $49'],
    [48.99, 49, 'Free shipping on orders over $49'],
    [49, 49, 'Eligible for free shipping'],
    [49.01, 49, 'Eligible for free shipping'],
    [10, 49.5, 'Free shipping on orders over $49.50'],
    [10, 35.999, 'Free shipping on orders over $36.00'],
    [49.5, 49.5, 'Eligible for free shipping'],
    [1, 0, 'Eligible for free shipping'],
  ])('freeShippingText(%p, %p) is %p', (price, threshold, expected) => {
    expect(freeShippingText(price, threshold)).toBe(expected);
  });
});
