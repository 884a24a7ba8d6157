import { AUTOSHIP_FIRST_ORDER_CODE, shouldApplyFirstSubscriptionCode } from './first-subscription-code';
import type { OrderType } from './order-type';

describe('first subscription code', () => {
  it('is AUTO35', () => {
    expect(AUTOSHIP_FIRST_ORDER_CODE).toBe('AUTO35');
  });

  it.each<[OrderType, number, boolean]>([
    ['firstPurchaseSubscription', 0, true],
    ['firstPurchaseSubscription', 1, false],
    ['firstPurchaseSubscription', 5, false],
    ['firstPurchaseSubscription', Number.NaN, false],
    ['oneTimeOrder', 0, false],
    ['oneTimeOrder', 1, false],
  ])('%s with %p existing subscriptions → %s', (orderType, existingSubscriptionCount, expected) => {
    expect(shouldApplyFirstSubscriptionCode({ orderType, existingSubscriptionCount })).toBe(expected);
  });
});
