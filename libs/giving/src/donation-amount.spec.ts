import { convertCurrency, formatDonationAmount } from './donation-amount';

describe('formatDonationAmount', () => {
  it.each([
    [0, '0.00'],
    [100, '1.00'],
    [500, '5.00'],
    [50, '0.50'],
    [101, '1.01'],
    [123, '1.23'],
    [1100, '11.00'],
    [123450, '1234.50'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%p cents → %p', (cents, expected) => {
    expect(formatDonationAmount(cents)).toBe(expected);
  });

  it.each([100.5, 123.4])('rejects %p, which is not whole cents', (cents) => {
    expect(() => formatDonationAmount(cents)).toThrow(RangeError);
  });
});

describe('convertCurrency', () => {
  it.each([
    [0, 1.5, 0],
    [100, 1, 100],
    [1000, 0.79, 790],
    [123, 1.1, 135],
    [500, 1.3333, 667],
    [600, 0.12345, 74],
    [1100, 0, 0],
  ])('%p cents at rate %p → %p cents', (cents, rate, expected) => {
    expect(convertCurrency(cents, rate)).toBe(expected);
  });

  it.each([
    [1, 0.5, 1],
    [3, 0.5, 2],
    [5, 0.5, 3],
    [-1, 0.5, -1],
    [100, 1.005, 101],
    [100, 1.0049, 100],
  ])('rounds half cents away from zero: %p cents at %p → %p', (cents, rate, expected) => {
    expect(convertCurrency(cents, rate)).toBe(expected);
  });

  it.each([
    [Number.NaN, 1],
    [1.5, 1],
    [1, Number.NaN],
    [1, -0.5],
    [1, Number.POSITIVE_INFINITY],
  ])('rejects %p cents at rate %p', (cents, rate) => {
    expect(() => convertCurrency(cents, rate)).toThrow(RangeError);
  });
});
