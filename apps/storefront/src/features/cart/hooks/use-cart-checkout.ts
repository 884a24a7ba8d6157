import { AUTOSHIP_REQUIRED_LOGIN_PATH, requiresAutoshipLogin } from '@shop/cart';
import { encodeRedirect } from '@shop/identity';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-error';
import { readFtcAcknowledged } from '../../../lib/browser/ftc-acknowledgement';
import type { Cart } from '../../../lib/cart/cart-cache';
import { markRecentCheckout } from '../../../lib/cart/cart-id-storage';
import { CHECKOUT_PATH } from '../../../lib/session/cart-session-hooks';
import { useSession } from '../../../lib/session/use-session';
import { useSite } from '../../../lib/site/site-context';
import { cartAnalyticsProducts, type CartAnalyticsReporter } from '../model/cart-analytics';

/** Asks for the cart's checkout link, as a path of this site; the checkout feature provides it. */
export type CheckoutPathRequest = (cartId: string) => Promise<string>;

/** A refused checkout link, as the cart page's alert shows it; none for the sign-in redirect. */
function checkoutLinkError(error: Error | null): Error | null {
  if (!error || (error instanceof ApiError && error.code === 'AUTOSHIP_REQUIRES_LOGIN')) return null;
  return error;
}

/**
 * Proceed to Checkout from the cart page: the autoship terms first when the cart starts an
 * autoship, a guest with autoship lines sent to sign in (the API's AUTOSHIP_REQUIRES_LOGIN), then
 * the checkout link (SPEC §7 multipass), begin_checkout, and on to it. A refused link keeps the
 * cart and says why (SPEC §8 'falls back to an error callback').
 */
export function useCartCheckout(analytics: CartAnalyticsReporter, requestCheckoutPath: CheckoutPathRequest) {
  const navigate = useNavigate();
  const session = useSession();
  const site = useSite();
  const checkoutLink = useMutation({ mutationFn: (cartId: string) => requestCheckoutPath(cartId) });
  const [askingTerms, setAskingTerms] = useState(false);

  const sendToSignIn = () =>
    navigate(`${AUTOSHIP_REQUIRED_LOGIN_PATH}?redirect=${encodeURIComponent(encodeRedirect(CHECKOUT_PATH))}`);

  const goToCheckout = (current: Cart) => {
    const lines = current.lineItems.map((line) => ({
      sellingPlanId: line.sellingPlanAllocation?.sellingPlan.id ?? null,
    }));
    if (
      requiresAutoshipLogin({
        lines,
        authenticated: session.status === 'signedIn',
        autoshipRequiresLogin: site.autoshipRequiresLogin,
      })
    ) {
      sendToSignIn();
      return;
    }
    checkoutLink.mutate(current.id, {
      onSuccess: (path) => {
        const applied = current.discountCodes.find((code) => code.applicable)?.code;
        analytics.beginCheckout(cartAnalyticsProducts(current), applied);
        markRecentCheckout(current.id);
        navigate(path);
      },
      onError: (error) => {
        // The server's copy of the flag wins when the two disagree (a setting changed meanwhile).
        if (error instanceof ApiError && error.code === 'AUTOSHIP_REQUIRES_LOGIN') sendToSignIn();
        else console.error('Checkout link could not be made', error);
      },
    });
  };

  const proceed = (current: Cart) => {
    if (current.orderType === 'firstPurchaseSubscription' && !readFtcAcknowledged()) {
      setAskingTerms(true);
      return;
    }
    goToCheckout(current);
  };

  const acknowledgeTerms = (current: Cart | null | undefined) => {
    setAskingTerms(false);
    if (current) goToCheckout(current);
  };

  return {
    proceed,
    askingTerms,
    acknowledgeTerms,
    cancelTerms: () => setAskingTerms(false),
    busy: checkoutLink.isPending,
    error: checkoutLinkError(checkoutLink.error),
  };
}
