import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { ordersQueryOptions } from '../features/orders/api/order-queries';
import { OrderList } from '../features/orders/components/order-list';
import { loadSession } from '../lib/session/session-queries';
import { AccountPageFrame } from './account-page-frame';
import { accountPageLoader } from './account-route-loaders';

/** Checks the session, then starts loading the first page of orders with the page. */
export function myOrdersLoader(queryClient: QueryClient) {
  const guard = accountPageLoader(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    const customer = await loadSession(queryClient);
    if (customer) void queryClient.prefetchInfiniteQuery(ordersQueryOptions(customer.id));
    return null;
  };
}

/** SPEC §2 consumer orders description. */
export const ORDERS_DESCRIPTION = 'Your orders, newest first, with their status and totals.';

/** '/account/orders' (SPEC §2, title 'My Orders' on both sites). */
export function MyOrdersRoute() {
  return (
    <AccountPageFrame title="My Orders" description={ORDERS_DESCRIPTION}>
      {(customer) => <OrderList customerId={customer.id} />}
    </AccountPageFrame>
  );
}
