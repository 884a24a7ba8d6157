import { EmptyState, ErrorState, Spinner } from '@shop/ui';
import { Link, useLocation } from 'react-router';
import { isServiceUnavailable } from '../../../lib/api/api-error';
import { TROUBLE_TEXT } from '../../../lib/api/api-failure-alert';
import { cartNoticesOf } from '../../../lib/cart/cart-notices';
import type { CartAnalyticsReporter } from '../model/cart-analytics';
import { useCart } from '../hooks/use-cart';
import { useCartCheckout, type CheckoutPathRequest } from '../hooks/use-cart-checkout';
import { useCartLineEdits } from '../hooks/use-cart-line-edits';
import { useCartLocation } from '../hooks/use-cart-location';
import { useViewCartReport } from '../hooks/use-view-cart-report';
import { AutoshipTermsAcknowledgement } from './autoship-terms-acknowledgement';
import { CartContents } from './cart-contents';
import './cart-page.css';

export interface CartPageProps {
  /** The free-shipping threshold of the site's globals. */
  threshold: number;
  /** The shopper's location (the location feature's), which the cart's stock marks follow. */
  userLocation: string;
  /** The analytics feature's reporter. */
  analytics: CartAnalyticsReporter;
  /** The checkout feature's link request. */
  requestCheckoutPath: CheckoutPathRequest;
}

/**
 * Why the cart could not be read. While the shop is having trouble (503 SERVICE_UNAVAILABLE: its
 * database is away) the shopper is told so, and that the cart is kept: only a cart the API no
 * longer knows (404) is ever forgotten (cart-queries.ts).
 */
function cartTroubleText(error: unknown): string {
  return isServiceUnavailable(error)
    ? `${TROUBLE_TEXT} Your cart is saved.`
    : "We couldn't load your cart. Please try again.";
}

/**
 * The body of '/cart' ('Shopping Cart', SPEC §2) below its title: the notices a page sent along,
 * then the lines (quantity within their limits, remove, one-time or an autoship frequency, stock
 * marks), the server's warnings, the free-shipping tracker and the 'Order Summary'; empty and
 * over-limit states. Changes show at once and roll back if refused. What other features provide
 * (analytics, the checkout link, the location) comes in as props from the route.
 */
export function CartPage({ threshold, userLocation, analytics, requestCheckoutPath }: CartPageProps) {
  const cart = useCart();
  const edits = useCartLineEdits(analytics);
  const checkout = useCartCheckout(analytics, requestCheckoutPath);
  const notices = cartNoticesOf(useLocation().state);
  useViewCartReport(cart.data, analytics);
  useCartLocation(cart.data, userLocation);

  return (
    <>
      {notices.length > 0 ? (
        <div className="cart-page__alert" role="alert">
          {notices.map((notice) => (
            <p key={notice}>{notice}</p>
          ))}
        </div>
      ) : null}
      {cart.isError && cart.data !== undefined ? (
        // A re-read failed: the cart read before stays on screen (and in the browser), with why.
        <ErrorState
          message={cartTroubleText(cart.error)}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : null}
      {cart.isPending ? (
        <Spinner label="Loading your cart…" showLabel />
      ) : cart.isError && cart.data === undefined ? (
        <ErrorState
          message={cartTroubleText(cart.error)}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      ) : !cart.data || cart.data.lineItems.length === 0 ? (
        <EmptyState
          title="Your cart is empty"
          description="Find food your pet will love and add it here."
          action={
            <Link className="ui-button ui-button--primary" to="/products">
              Continue Shopping
            </Link>
          }
        />
      ) : (
        <CartContents
          cart={cart.data}
          threshold={threshold}
          changeError={edits.error ?? checkout.error}
          checkoutBusy={checkout.busy}
          busyLineId={edits.busyLineId}
          onQuantity={edits.setQuantity}
          onPlan={edits.setPlan}
          onCheckout={() => cart.data && checkout.proceed(cart.data)}
        />
      )}
      {checkout.askingTerms && cart.data ? (
        <AutoshipTermsAcknowledgement
          onAcknowledged={() => checkout.acknowledgeTerms(cart.data)}
          onCancel={checkout.cancelTerms}
        />
      ) : null}
    </>
  );
}
