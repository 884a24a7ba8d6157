import type { OrderType } from './order-type';

/** Automatic discount code for a shopper's very first subscription purchase. */
export const AUTOSHIP_FIRST_ORDER_CODE = 'AUTO35';

/** Context needed at checkout to decide whether AUTO35 goes on the cart. */
export interface FirstSubscriptionCodeInput {
  orderType: OrderType;
  existingSubscriptionCount: number;
}

/**
 * Ask at checkout whether to apply AUTOSHIP_FIRST_ORDER_CODE: only when the order starts a
 * subscription and the shopper has no subscription yet, so the welcome discount is used once.
 */
export function shouldApplyFirstSubscriptionCode({
  orderType,
  existingSubscriptionCount,
}: FirstSubscriptionCodeInput): boolean {
  return orderType === 'firstPurchaseSubscription' && existingSubscriptionCount === 0;
}
