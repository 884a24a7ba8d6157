import { CAMPAIGN_TYPES } from './campaign-types';

export interface GivingWidgetVisibilityInput {
  /** The shopper's customer segment opts them out of giving. */
  segmentExcluded: boolean;
  /** Numeric campaign types currently active for the store. */
  activeCampaignTypes: readonly number[];
  /** Donation the purchase would make, in whole cents (as libs/cart counts money). */
  donationCents: number;
  context: 'cart' | 'product';
}

/**
 * Decide whether to render the giving widget, so nobody is shown a cause picker that cannot lead to
 * a donation. Never for an excluded segment. Otherwise it shows when an online-purchase campaign is
 * active and the donation is above 0, or, in the cart only, when an add-on or round-up campaign is
 * active (the shopper donates extra, so the computed donation may be 0). On a product page the
 * donation must therefore be above 0. Round-up at point of sale (7) is in-store and does not count.
 */
export function shouldShowGivingWidget({
  segmentExcluded,
  activeCampaignTypes,
  donationCents,
  context,
}: GivingWidgetVisibilityInput): boolean {
  if (segmentExcluded) return false;
  const isActive = (type: number) => activeCampaignTypes.includes(type);
  if (isActive(CAMPAIGN_TYPES.onlinePurchase) && donationCents > 0) return true;
  return context === 'cart' && (isActive(CAMPAIGN_TYPES.addOn) || isActive(CAMPAIGN_TYPES.roundUp));
}
