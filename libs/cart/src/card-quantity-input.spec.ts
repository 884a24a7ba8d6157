import {
  DEFAULT_CARD_QUANTITY,
  canDecrement,
  canIncrement,
  normalizeQuantityOnBlur,
} from './card-quantity-input';

describe('card quantity input', () => {
  it('defaults to 1', () => {
    expect(DEFAULT_CARD_QUANTITY).toBe(1);
  });

  it.each([
    // raw, min, max, expected
    ['0', 1, 10, 1],
    ['1', 1, 10, 1],
    ['5', 1, 10, 5],
    ['6', 1, 10, 6],
    ['10', 1, 10, 10],
    ['11', 1, 10, 10],
    ['99', 1, 5, 5],
    ['5', 1, 5, 5],
    ['6', 1, 5, 5],
    [' 7 ', 1, 10, 7],
    ['3.8', 1, 10, 3],
    ['-2', 1, 10, 1],
    ['', 1, 10, 1],
    ['   ', 1, 10, 1],
    ['abc', 1, 10, 1],
    ['4abc', 1, 10, 1],
    ['1e1', 1, 10, 1],
    ['0x5', 1, 10, 1],
    [0, 1, 10, 1],
    [6, 1, 10, 6],
    [11, 1, 10, 10],
    [2.5, 1, 10, 2],
    [Number.NaN, 1, 10, 1],
    [Number.POSITIVE_INFINITY, 1, 10, 1],
    ['3', 2, 4, 3],
    ['1', 2, 4, 2],
    ['5', 2, 4, 4],
  ])('normalizeQuantityOnBlur(%p, %i, %i) is %i', (raw, min, max, expected) => {
    expect(normalizeQuantityOnBlur(raw, min, max)).toBe(expected);
  });

  it('rejects inverted bounds', () => {
    expect(() => normalizeQuantityOnBlur('3', 5, 4)).toThrow(RangeError);
  });

  it.each([
    // quantity, min, enabled
    [0, 1, false],
    [1, 1, false],
    [2, 1, true],
    [5, 1, true],
    [6, 1, true],
  ])('canDecrement(%i, min %i) is %s', (quantity, min, expected) => {
    expect(canDecrement(quantity, min)).toBe(expected);
  });

  it.each([
    // quantity, max, enabled
    [1, 10, true],
    [9, 10, true],
    [10, 10, false],
    [11, 10, false],
    [4, 5, true],
    [5, 5, false],
    [6, 5, false],
  ])('canIncrement(%i, max %i) is %s', (quantity, max, expected) => {
    expect(canIncrement(quantity, max)).toBe(expected);
  });
});
