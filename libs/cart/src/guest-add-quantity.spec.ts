import { guestAddQuantity } from './guest-add-quantity';

describe('guestAddQuantity', () => {
  it.each([
    // existing, requested, isAutoship, added
    [0, 1, false, 1],
    [0, 5, false, 5],
    [0, 10, false, 10],
    [0, 11, false, 10],
    [1, 9, false, 9],
    [1, 10, false, 9],
    [5, 5, false, 5],
    [5, 6, false, 5],
    [6, 5, false, 4],
    [9, 1, false, 1],
    [9, 2, false, 1],
    [10, 1, false, 0],
    [11, 1, false, 0],
    [0, 1, true, 1],
    [0, 5, true, 5],
    [0, 6, true, 5],
    [1, 4, true, 4],
    [1, 5, true, 4],
    [4, 1, true, 1],
    [4, 2, true, 1],
    [5, 1, true, 0],
    [6, 1, true, 0],
  ])('existing %i + requested %i (autoship=%s) adds %i', (existing, requested, isAutoship, added) => {
    expect(guestAddQuantity(existing, requested, isAutoship)).toBe(added);
  });

  it.each([
    // existing, requested, isAutoship, added
    [0, 0, false, 1],
    [3, 0, false, 1],
    [3, -4, false, 1],
    [3, Number.NaN, false, 1],
    [3, 2.7, false, 2],
    [Number.NaN, 2, false, 2],
    [-3, 2, false, 2],
    [2.5, 8, false, 8],
  ])(
    'treats invalid input sanely: existing %p + requested %p adds %i',
    (existing, requested, isAutoship, added) => {
      expect(guestAddQuantity(existing, requested, isAutoship)).toBe(added);
    },
  );
});
