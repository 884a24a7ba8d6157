import { formatPrice } from './price-formatting';

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [1, '$1.00'],
    [12.34, '$12.34'],
    [12.3, '$12.30'],
    [0.5, '$0.50'],
    [1234.5, '$1,234.50'],
    [-4, '-$4.00'],
  ])('formatPrice(%p) is %p', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});
