import fc from 'fast-check';
import { centsToAmount, formatPrice } from './price-formatting';

/** What formatPrice stands in for (Node carries full ICU). */
const INTL_USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatPrice', () => {
  it.each([
    [0, '$0.00'],
    [1, '$1.00'],
    [12.34, '$12.34'],
    [12.3, '$12.30'],
    [0.5, '$0.50'],
    [1234.5, '$1,234.50'],
    [-4, '-$4.00'],
    [1.005, '$1.01'],
    [0.995, '$1.00'],
    [999.995, '$1,000.00'],
    [0.004, '$0.00'],
    [-0.004, '-$0.00'],
    [1234567.891, '$1,234,567.89'],
    [1e21, '$1,000,000,000,000,000,000,000.00'],
    [5e-7, '$0.00'],
  ])('formatPrice(%p) is %p', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  it('prints every amount exactly as Intl.NumberFormat en-US USD does', () => {
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100),
      fc.integer({ min: -10_000_000, max: 10_000_000 }).map((mills) => mills / 1000),
      fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      fc.constantFrom(0, -0, 0.005, 0.015, 2.675, 1.345, 8.345, 1e-7, 123456789.995),
    );
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(formatPrice(amount)).toBe(INTL_USD.format(amount));
      }),
      { numRuns: 20_000 },
    );
  });

  it('prints what Intl prints for numbers that are not amounts', () => {
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatPrice(odd)).toBe(INTL_USD.format(odd));
    }
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
    [5, '0.05'],
    [99, '0.99'],
    [-5, '-0.05'],
  ])('%i cents is %p', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount);
  });
});
