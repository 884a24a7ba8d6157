import {
  calculateCheckoutChargesOptions,
  getCheckoutOptions,
  multipass,
  placeOrder,
  type PlacedOrderDto,
  type PlaceOrderRequestDto,
} from '@shop/api-client';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { CUSTOMER_DATA_META } from '../../../lib/session/session-queries';

/*
 * The checkout calls (README 'Checkout') over the generated client. Their answers are one shopper's
 * (email, addresses), so they are dropped at logout with the customer's data.
 */

/** A checkout's data is re-priced on every visit: the cart or the catalogue may have changed since. */
const CHECKOUT_STALE_TIME_MS = 0;

/** What the checkout page shows for its link: the cart priced now, the contact email, where it may ship. */
export function checkoutQueryOptions(token: string) {
  return queryOptions({
    ...getCheckoutOptions({ body: { token } }),
    staleTime: CHECKOUT_STALE_TIME_MS,
    meta: CUSTOMER_DATA_META,
  });
}

/** Shipping, the $4 Alaska/Hawaii charge, tax and total for the ship-to state; not asked without one. */
export function checkoutChargesQueryOptions(token: string, provinceCode: string | null) {
  return queryOptions({
    ...calculateCheckoutChargesOptions({ body: { token, provinceCode: provinceCode ?? '' } }),
    enabled: provinceCode !== null,
    meta: CUSTOMER_DATA_META,
  });
}

/**
 * The checkout link for a cart (SPEC §7 multipass), as a path of this site ('/checkout?token=...'):
 * the API answers it on the site's public origin, which is where the storefront already is.
 */
export async function requestCheckoutPath(cartId: string, email?: string | null): Promise<string> {
  const { data } = await multipass({
    body: { cartId, getURL: true, ...(email ? { email } : {}) },
    throwOnError: true,
  });
  const url = new URL(data.url, window.location.origin);
  return `${url.pathname}${url.search}`;
}

export interface PlaceOrderAttempt {
  body: PlaceOrderRequestDto;
  /** The attempt's key: the same for every retry of it, so the order is placed once. */
  idempotencyKey: string;
}

/** Places the order; the answer is the order for the confirmation page. */
export function usePlaceOrder() {
  return useMutation<PlacedOrderDto, Error, PlaceOrderAttempt>({
    mutationFn: async ({ body, idempotencyKey }) => {
      const { data } = await placeOrder({
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        throwOnError: true,
      });
      return data;
    },
  });
}
