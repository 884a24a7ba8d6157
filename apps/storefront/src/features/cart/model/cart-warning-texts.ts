import { lineLimitMessage } from '@shop/cart';
import type { Cart } from '../../../lib/cart/cart-cache';

/**
 * What the shopper reads about a change the cart made differently from what was asked (a quantity
 * capped at the line's limit): the product named and the limit in the shop's own words (libs/cart).
 */
export function cartWarningTexts(cart: Cart): string[] {
  return cart.warnings.map((warning) => {
    const line = cart.lineItems.find((candidate) => candidate.id === warning.lineId);
    if (!line) return warning.message;
    const autoship = line.sellingPlanAllocation !== null;
    return `${line.product.title}: ${lineLimitMessage(line.maxQuantity, autoship)} Your cart holds ${line.quantity}.`;
  });
}
