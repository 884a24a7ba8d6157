import { centsToAmount, formatPrice } from './price-formatting';

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

describe('centsToAmount', () => {
  it.each([
    [5499, '54.99'],
    [1005, '10.05'],
    [100, '1.00'],
    [7, '0.07'],
    [0, '0.00'],
    [-250, '-2.50'],
    [123456789, '1234567.89'],
  ])('%i cents is %p', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });
});
