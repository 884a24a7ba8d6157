import { convertCurrency, formatDonationAmount } from './donation-amount';

describe('formatDonationAmount', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [5, '5.00'],
    [0.5, '0.50'],
    [1.005, '1.01'],
    [1.234, '1.23'],
    [10.999, '11.00'],
    [1234.5, '1234.50'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%p → %p', (amount, expected) => {
    expect(formatDonationAmount(amount)).toBe(expected);
  });
});

describe('convertCurrency', () => {
  it.each([
    [0, 1.5, 0],
    [1, 1, 1],
    [10, 0.79, 7.9],
    [1.23, 1.1, 1.35],
    [5, 1.3333, 6.67],
    [6, 0.12345, 0.74],
    [11, 0, 0],
  ])('%p at rate %p → %p', (amount, rate, expected) => {
    expect(convertCurrency(amount, rate)).toBe(expected);
  });

  it.each([
    [Number.NaN, 1],
    [1, Number.NaN],
    [1, -0.5],
    [1, Number.POSITIVE_INFINITY],
  ])('rejects amount %p at rate %p', (amount, rate) => {
    expect(() => convertCurrency(amount, rate)).toThrow(RangeError);
  });
});
