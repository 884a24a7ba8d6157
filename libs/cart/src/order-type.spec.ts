import { orderTypeFor } from './order-type';

describe('orderTypeFor', () => {
  it.each([
    ['no lines', [], 'oneTimeOrder'],
    ['one-time lines only', [{}, { sellingPlanId: null }, { sellingPlanId: undefined }], 'oneTimeOrder'],
    ['a blank selling plan', [{ sellingPlanId: '' }, { sellingPlanId: '  ' }], 'oneTimeOrder'],
    ['one autoship line', [{ sellingPlanId: 'gid://shopify/SellingPlan/1' }], 'firstPurchaseSubscription'],
    ['a mix', [{ sellingPlanId: null }, { sellingPlanId: 'plan-1' }], 'firstPurchaseSubscription'],
  ])('%s → %s', (_name, lines, expected) => {
    expect(orderTypeFor(lines)).toBe(expected);
  });
});
