import { AUTOSHIP_REQUIRED_LOGIN_PATH } from '@shop/cart';
import { encodeRedirect } from '@shop/identity';
import { EmptyState, Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { markRecentCheckout, readCartId } from '../../../lib/cart/cart-id-storage';
import { requestCheckoutPath } from '../api/checkout-queries';
import { checkoutFailure } from '../model/checkout-failure';
import { CheckoutExpired } from './checkout-expired';

/** '/checkout' without a link, as sign-in sends a shopper who was on their way to checkout. */
const CHECKOUT_PATH = '/checkout';

/**
 * '/checkout' reached without a link token (after signing in on the way to checkout, SPEC §2):
 * asks multipass for a link for this browser's cart and goes on to it. No cart: nothing to check
 * out. A guest's autoship cart goes to sign in first (AUTOSHIP_REQUIRES_LOGIN); any other refusal
 * keeps the cart and says why (SPEC §8 'falls back to an error callback').
 */
export function CheckoutLinkRequest({ onLink }: { onLink?: () => void }) {
  const navigate = useNavigate();
  const cartId = readCartId();
  const link = useQuery({
    queryKey: ['checkout-link', cartId],
    queryFn: () => requestCheckoutPath(cartId ?? ''),
    enabled: cartId !== null,
    staleTime: 0,
    gcTime: 0,
  });

  useEffect(() => {
    if (link.isSuccess && cartId) {
      markRecentCheckout(cartId);
      onLink?.();
      navigate(link.data, { replace: true });
    }
    if (link.isError && link.error instanceof ApiError && link.error.code === 'AUTOSHIP_REQUIRES_LOGIN')
      navigate(
        `${AUTOSHIP_REQUIRED_LOGIN_PATH}?redirect=${encodeURIComponent(encodeRedirect(CHECKOUT_PATH))}`,
        { replace: true },
      );
  }, [link.isSuccess, link.isError, link.data, link.error, cartId, navigate, onLink]);

  if (cartId === null)
    return (
      <EmptyState
        title="Your cart is empty"
        description="Add something to your cart before checking out."
        action={
          <Link className="ui-button ui-button--primary" to="/products">
            Continue Shopping
          </Link>
        }
      />
    );
  if (link.isError) {
    const failure = checkoutFailure(link.error);
    return <CheckoutExpired title="We couldn't start your checkout" message={failure.message} />;
  }
  return <Spinner label="Starting your checkout…" showLabel />;
}
