import {
  getShopifyLastOrderOptions,
  getShopifyOrderOptions,
  getShopifyOrdersInfiniteOptions,
  type OrderConnectionDto,
  type OrderDto,
} from '@shop/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { httpStatusOf } from '../../../lib/api/api-error';
import { CUSTOMER_DATA_META } from '../../../lib/session/session-queries';

/*
 * The order calls of SPEC §7 'Customer and orders', over the generated client. Every one is the
 * customer's own data (dropped at logout); the API answers only the caller's orders on this site.
 */

/** Orders per page of /account/orders. */
export const ORDERS_PAGE_SIZE = 10;

function nextCursor(lastPage: OrderConnectionDto): string | undefined {
  return lastPage.pageInfo.hasNextPage ? (lastPage.pageInfo.endCursor ?? undefined) : undefined;
}

/**
 * The customer's orders, newest first, one page per keyset cursor (pageInfo.endCursor); the route
 * prefetches with it and the list reads it, so both hit one cache entry.
 */
export function ordersQueryOptions(customerId: string) {
  const body = { id: customerId, quantity: ORDERS_PAGE_SIZE };
  return infiniteQueryOptions({
    ...getShopifyOrdersInfiniteOptions({ body }),
    // The first page asks without a cursor; each next one with the page before's endCursor.
    initialPageParam: { body },
    getNextPageParam: nextCursor,
    meta: CUSTOMER_DATA_META,
  });
}

/** The customer's newest order, for the dashboard (`order` is null before their first). */
export function lastOrderQueryOptions(customerId: string) {
  return queryOptions({
    ...getShopifyLastOrderOptions({ body: { id: customerId } }),
    meta: CUSTOMER_DATA_META,
  });
}

/**
 * One of the customer's orders by the id in its address. An unknown id, another customer's order
 * and a malformed id all answer null (the API's 404, or 400 for an id it cannot read), so the page
 * shows 'not found' without telling which.
 */
export function orderQueryOptions(orderId: string) {
  const generated = getShopifyOrderOptions({ body: { id: orderId } });
  return queryOptions({
    // Spread: the generated key is branded with the raw answer; this query answers null too.
    queryKey: [...generated.queryKey],
    queryFn: async (context): Promise<OrderDto | null> => {
      try {
        if (!generated.queryFn) throw new Error('get-shopify-order has no query function');
        return (await generated.queryFn(context as never)) as OrderDto;
      } catch (error) {
        const status = httpStatusOf(error);
        if (status === 404 || status === 400) return null;
        throw error;
      }
    },
    meta: CUSTOMER_DATA_META,
  });
}
