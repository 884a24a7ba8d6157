import type { CartDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { forgetCartId, storeCartId } from './cart-id-storage';

export type Cart = CartDto;
export type CartLine = CartDto['lineItems'][number];

/**
 * The one cart of this browser tab, whichever call last answered it. Shared here because the cart
 * calls, sign-in and sign-out and the checkout all write it, while only the cart feature reads it.
 */
export const CART_QUERY_KEY = ['cart'] as const;

/**
 * Makes a cart answer the local cart (SPEC §4 'every successful cart response replaces the local
 * cart and rewrites the cart cookie'). An answer that says the cart is gone (deleted, or nothing
 * left in it) deletes it locally instead: cookie and guest id cleared, the cart reads as none.
 */
export function applyCartAnswer(queryClient: QueryClient, cart: Cart): Cart | null {
  if (cart.deleted || cart.totalQuantity < 1) {
    forgetCart(queryClient);
    return null;
  }
  storeCartId(cart.id, { guest: cart.buyerIdentity.customer === null });
  queryClient.setQueryData(CART_QUERY_KEY, cart);
  return cart;
}

/** Deletes the cart locally: no cookie, no guest id, no cart in the cache. */
export function forgetCart(queryClient: QueryClient): void {
  forgetCartId();
  queryClient.setQueryData(CART_QUERY_KEY, null);
}

/** The cart as the cache holds it now (null: none, undefined: not read yet). */
export function cachedCart(queryClient: QueryClient): Cart | null | undefined {
  return queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
}
