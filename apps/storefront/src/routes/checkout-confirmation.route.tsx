import type { PlacedOrderDto } from '@shop/api-client';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
import { OrderConfirmation } from '../features/checkout/components/order-confirmation';
import { purchaseInputOf } from '../features/checkout/model/purchase-analytics';
import { PageHead } from '../lib/page-head/page-head';
import { useSession } from '../lib/session/use-session';

/**
 * '/checkout/confirmation/{order UUID}': the thank-you page after Place Order, with GA4's purchase
 * pushed the first time it is shown (not again on reload). A page of its own rather than the
 * order details with a banner, because a guest has no account whose order details they could open.
 */
export function CheckoutConfirmationRoute() {
  const { orderId = '' } = useParams();
  const analytics = useAnalytics();
  const session = useSession();
  const reportPurchase = useCallback(
    (order: PlacedOrderDto) => analytics.purchase(purchaseInputOf(order)),
    [analytics],
  );
  return (
    <div className="page checkout-page">
      <PageHead title="Order Confirmation" />
      <h1 className="page__title">Order Confirmation</h1>
      <OrderConfirmation
        confirmationId={orderId}
        signedIn={session.status === 'signedIn'}
        onFirstView={reportPurchase}
      />
    </div>
  );
}
