/** Numeric campaign types as the giving provider reports them in a store's active campaigns. */
export const CAMPAIGN_TYPES = {
  onlinePurchase: 1,
  redemption: 2,
  roundUp: 3,
  addOn: 4,
  pointOfSale: 5,
  postPurchase: 6,
  roundUpPointOfSale: 7,
} as const;

export type CampaignType = (typeof CAMPAIGN_TYPES)[keyof typeof CAMPAIGN_TYPES];
