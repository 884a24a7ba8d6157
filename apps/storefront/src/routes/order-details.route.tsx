import type { OrderDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { orderQueryOptions } from '../features/orders/api/order-queries';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
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

/** add_to_cart for what Buy again added: each line at its current order price and quantity. */
function useBuyAgainReport() {
  const analytics = useAnalytics();
  return useCallback(
    (order: OrderDto) =>
      analytics.addToCart(
        order.lineItems.edges.map(({ node }) => ({
          sku: node.sku,
          name: node.title,
          category: node.productType,
          variant: node.variantTitle,
          variantId: node.variantId,
          unitPrice: Number(node.unitPrice.amount),
          quantity: node.quantity,
        })),
      ),
    [analytics],
  );
}

/** '/account/orders/{id}' (SPEC §2 'Order details'; page type 'My Order Details'), with Buy again. */
export function OrderDetailsRoute() {
  const { id = '' } = useParams();
  const reportBuyAgain = useBuyAgainReport();
  return (
    <AccountPageFrame title="My Order Details">
      {() => <OrderDetails orderId={id} onBuyAgainAdded={reportBuyAgain} />}
    </AccountPageFrame>
  );
}
