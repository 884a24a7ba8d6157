import { getCart } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { httpStatusOf } from '../../../lib/api/api-error';
import { CART_QUERY_KEY, type Cart } from '../../../lib/cart/cart-cache';
import { forgetCartId, readCartId, storeCartId } from '../../../lib/cart/cart-id-storage';

/** The cart changes only through this tab's calls (which replace it) or another tab's: re-read after 30 s. */
const CART_STALE_TIME_MS = 30_000;

/**
 * The cart the cookie names, priced now; null without one. A cart the API no longer knows (404:
 * completed, expired, another customer's after a sign-out) is forgotten, not shown as a failure.
 * The cart page prefetches with these options and every cart reader uses them, so they share one
 * request and one cache entry (the one the cart calls write).
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
