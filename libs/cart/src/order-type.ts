/** The checkout's order type; a subscription purchase triggers the autoship flow and its discount code. */
export type OrderType = 'oneTimeOrder' | 'firstPurchaseSubscription';

/** A cart line as far as the order type cares: an autoship line carries a selling plan. */
export interface OrderTypeLine {
  sellingPlanId?: string | null;
}

/** Decide at checkout whether the order starts a subscription: any line with a selling plan does. */
export function orderTypeFor(lines: readonly OrderTypeLine[]): OrderType {
  const hasSubscriptionLine = lines.some((line) => (line.sellingPlanId ?? '').trim() !== '');
  return hasSubscriptionLine ? 'firstPurchaseSubscription' : 'oneTimeOrder';
}
