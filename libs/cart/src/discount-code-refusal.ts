import { AUTOSHIP_FIRST_ORDER_CODE, shouldApplyFirstSubscriptionCode } from './first-subscription-code';
import type { OrderType } from './order-type';

/** What decides whether an entered code takes effect, as priceCart knows it. */
export interface DiscountCodeContext {
  signedIn: boolean;
  orderType: OrderType;
  existingSubscriptionCount: number;
}

/**
 * Why a code on the cart does not take effect now, in words for the shopper; null when it does.
 * The API answers it with the cart and the storefront shows it as it is, so both say the same thing.
 * AUTO35 is the shop's only code (SPEC §4, §9); its reasons are checked in the order a shopper can
 * act on them (sign in, then add an autoship item), since a guest's subscription history is unknown.
 */
export function discountCodeRefusal(code: string, context: DiscountCodeContext): string | null {
  if (code !== AUTOSHIP_FIRST_ORDER_CODE) return `${code} is not a valid discount code.`;
  if (!context.signedIn) return `Sign in to use ${code}: it is for a first autoship by a signed-in customer.`;
  if (context.orderType !== 'firstPurchaseSubscription') {
    return `${code} applies to autoship items: choose autoship for an item to use it.`;
  }
  if (!shouldApplyFirstSubscriptionCode(context)) return `${code} is for your first autoship only.`;
  return null;
}
