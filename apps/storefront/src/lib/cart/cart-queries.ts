import { getCart, type CartDto } from '@shop/api-client';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '../api/api-error';
import { forgetCartId, readCartId, storeCartId } from './cart-id-storage';

export type Cart = CartDto;
export type CartLine = CartDto['lineItems'][number];

/** The one cart of this browser tab, whichever call last answered it. */
export const CART_QUERY_KEY = ['cart'] as const;

/** The cart changes only through this tab's calls (which replace it) or another tab's: re-read after 30 s. */
const CART_STALE_TIME_MS = 30_000;

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

/**
 * The cart the cookie names, priced now; null without one. A cart the API no longer knows (404:
 * completed, expired, another customer's after a sign-out) is forgotten, not shown as a failure.
 */
export function cartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Cart | null> => {
      const cartId = readCartId();
      if (cartId === null) return null;
      try {
        const { data } = await getCart({ body: { cartId }, signal, throwOnError: true });
        if (data.deleted || data.totalQuantity < 1) {
          forgetCartId();
          return null;
        }
        storeCartId(data.id, { guest: data.buyerIdentity.customer === null });
        return data;
      } catch (error) {
        if (httpStatusOf(error) === 404) {
          forgetCartId();
          return null;
        }
        throw error;
      }
    },
    staleTime: CART_STALE_TIME_MS,
  });
}

/** The current cart for any component: data is null without a cart, undefined while loading. */
export function useCart() {
  return useQuery(cartQueryOptions());
}

/** The cart as the cache holds it now (null: none, undefined: not read yet). */
export function cachedCart(queryClient: QueryClient): Cart | null | undefined {
  return queryClient.getQueryData<Cart | null>(CART_QUERY_KEY);
}
