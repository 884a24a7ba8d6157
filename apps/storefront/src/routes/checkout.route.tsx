import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAnalytics } from '../features/analytics/hooks/use-analytics';
import { CheckoutLinkRequest } from '../features/checkout/components/checkout-link-request';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import { useCompleteCheckout } from '../features/checkout/hooks/use-complete-checkout';
import { cartAnalyticsProducts } from '../features/cart/model/cart-analytics';
import { useCart } from '../features/cart/hooks/use-cart';
import { PageHead } from '../lib/page-head/page-head';

/** Reports begin_checkout for a link asked for on this page (sign-in sent the shopper here). */
function useBeginCheckoutReport() {
  const analytics = useAnalytics();
  const cart = useCart();
  return useCallback(() => {
    if (!cart.data) return;
    const applied = cart.data.discountCodes.find((code) => code.applicable)?.code;
    analytics.beginCheckout(cartAnalyticsProducts(cart.data), applied);
  }, [analytics, cart.data]);
}

/**
 * '/checkout' (issue 13): the shop's own checkout for the signed link in `token` (multipass). Without
 * a token (sign-in on the way to checkout lands here) it asks for a link for this browser's cart.
 * A placed order goes on to its confirmation.
 */
export function CheckoutRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const completeCheckout = useCompleteCheckout();
  const reportBeginCheckout = useBeginCheckoutReport();
  return (
    <div className="page checkout-page">
      <PageHead title="Checkout" />
      <h1 className="page__title">Checkout</h1>
      {token ? (
        <CheckoutPage key={token} token={token} onPlaced={completeCheckout} />
      ) : (
        <CheckoutLinkRequest onLink={reportBeginCheckout} />
      )}
    </div>
  );
}
