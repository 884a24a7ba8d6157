import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { orderQueryOptions } from '../features/orders/api/order-queries';
import { OrderDetails } from '../features/orders/components/order-details';
import { AccountPageFrame } from './account-page-frame';
import { accountPageLoader } from './account-route-loaders';

/** Checks the session, then starts loading the order with the page. */
export function orderDetailsLoader(queryClient: QueryClient) {
  const guard = accountPageLoader(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    if (args.params['id']) void queryClient.prefetchQuery(orderQueryOptions(args.params['id']));
    return null;
  };
}

/** '/account/orders/{id}' (SPEC §2 'Order details'; page type 'My Order Details'). */
export function OrderDetailsRoute() {
  const { id = '' } = useParams();
  return <AccountPageFrame title="My Order Details">{() => <OrderDetails orderId={id} />}</AccountPageFrame>;
}
