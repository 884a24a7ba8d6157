import {
  MAX_AUTOSHIP_LINE_QUANTITY,
  MAX_ONE_TIME_LINE_QUANTITY,
  MIN_QUANTITY,
  clampQuantity,
  maxLineQuantity,
} from './quantity-limits';

describe('quantity limits', () => {
  it('uses the limits of SPEC §5 and §9', () => {
    expect([MIN_QUANTITY, MAX_ONE_TIME_LINE_QUANTITY, MAX_AUTOSHIP_LINE_QUANTITY]).toEqual([1, 10, 5]);
  });

  it.each([
    [true, 5],
    [false, 10],
  ])('maxLineQuantity(isAutoship=%s) is %i', (isAutoship, max) => {
    expect(maxLineQuantity(isAutoship)).toBe(max);
  });

  it.each([
    // quantity, isAutoship, expected
    [-1, false, 1],
    [0, false, 1],
    [1, false, 1],
    [5, false, 5],
    [6, false, 6],
    [10, false, 10],
    [11, false, 10],
    [0, true, 1],
    [1, true, 1],
    [4, true, 4],
    [5, true, 5],
    [6, true, 5],
    [10, true, 5],
    [11, true, 5],
    [Number.NaN, false, 1],
    [Number.NaN, true, 1],
    [2.9, false, 2],
    [0.5, false, 1],
    [10.5, false, 10],
    [5.9, true, 5],
    [Number.POSITIVE_INFINITY, false, 10],
    [Number.NEGATIVE_INFINITY, true, 1],
  ])('clampQuantity(%p, autoship=%s) is %i', (quantity, isAutoship, expected) => {
    expect(clampQuantity(quantity, isAutoship)).toBe(expected);
  });
});
