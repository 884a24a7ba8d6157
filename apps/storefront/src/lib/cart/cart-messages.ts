import { lineLimitMessage } from '@shop/cart';
import { ApiError } from '../api/api-error';
import { failureText } from '../api/api-failure-alert';
import type { Cart } from './cart-queries';

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

/** A failed cart call, said for the shopper (the codes the cart calls answer with, else the usual text). */
export function cartFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'CART_BUSY':
        return 'Your cart was being updated elsewhere. Please try again.';
      case 'CART_NOT_FOUND':
        return 'Your cart has expired. Please add the items again.';
      case 'CART_LINE_NOT_FOUND':
        return 'That item is no longer in your cart.';
      case 'UNKNOWN_VARIANT':
      case 'VARIANT_UNAVAILABLE':
        return 'This product cannot be added right now.';
      case 'SELLING_PLAN_NOT_OFFERED':
        return 'This product is not offered on autoship with that frequency.';
      default:
        break;
    }
  }
  return failureText(error);
}
