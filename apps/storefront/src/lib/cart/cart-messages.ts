import { ApiError } from '../api/api-error';
import { failureText } from '../api/api-failure-alert';

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
