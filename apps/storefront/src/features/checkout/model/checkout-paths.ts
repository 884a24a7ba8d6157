/** The order confirmation page's address prefix; the order's UUID follows. */
export const CHECKOUT_CONFIRMATION_PATH = '/checkout/confirmation';

/** Where the shopper goes back to when a checkout link cannot be used. */
export const CART_PAGE_PATH = '/cart';

export function confirmationPathFor(confirmationId: string): string {
  return `${CHECKOUT_CONFIRMATION_PATH}/${encodeURIComponent(confirmationId)}`;
}
