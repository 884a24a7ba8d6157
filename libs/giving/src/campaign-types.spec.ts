import { CAMPAIGN_TYPES } from './campaign-types';

it('numbers the campaign types as SPEC §3 does', () => {
  expect(CAMPAIGN_TYPES).toEqual({
    onlinePurchase: 1,
    redemption: 2,
    roundUp: 3,
    addOn: 4,
    pointOfSale: 5,
    postPurchase: 6,
    roundUpPointOfSale: 7,
  });
});
