import {
  AUTOSHIP_LIMIT_REACHED_AT,
  MAX_ITEMS_PER_ORDER,
  autoshipLimitAlert,
  isAutoshipLimitReached,
  isAutoshipOverLimit,
  isCartOverLimit,
} from './cart-limit-checks';

describe('cart limit checks', () => {
  it('uses the limits of SPEC §9', () => {
    expect([MAX_ITEMS_PER_ORDER, AUTOSHIP_LIMIT_REACHED_AT]).toEqual([10, 5]);
  });

  it.each([
    [0, false],
    [1, false],
    [5, false],
    [6, false],
    [10, false],
    [11, true],
    [20, true],
  ])('isCartOverLimit(%i) is %s', (total, expected) => {
    expect(isCartOverLimit(total)).toBe(expected);
  });

  it.each([
    // quantity, over, reached, alert
    [0, false, false, false],
    [1, false, false, false],
    [4, false, false, false],
    [5, false, true, true],
    [6, true, false, true],
    [10, true, false, true],
    [11, true, false, true],
  ])('autoship quantity %i: over=%s reached=%s alert=%s', (quantity, over, reached, alert) => {
    expect(isAutoshipOverLimit(quantity)).toBe(over);
    expect(isAutoshipLimitReached(quantity)).toBe(reached);
    expect(autoshipLimitAlert(quantity)).toBe(alert);
  });
});
