import { MAX_ITEMS_PER_ORDER } from './cart-limit-checks';

/**
 * What a quantity control says once it reaches its cap, so the disabled plus button is explained
 * (SPEC §5 leaves the wording open). Autoship lines name the delivery, because their cap is the
 * subscription service's, not the order's.
 */
export function lineLimitMessage(max: number, isAutoship: boolean): string {
  return isAutoship
    ? `Autoship deliveries hold up to ${max} of this item.`
    : `You can buy up to ${max} of this item per order.`;
}

/** Shown on a cart whose total quantity is over the order cap (isCartOverLimit), which cannot be checked out. */
export const CART_OVER_LIMIT_MESSAGE = `An order can hold up to ${MAX_ITEMS_PER_ORDER} items. Remove some to check out.`;
