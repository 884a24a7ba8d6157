import { postLoginTarget } from '@shop/identity';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { issueSubscriptionCookies } from '../features/auth/api/auth-calls';
import { useAdoptCustomerZip } from '../features/location/hooks/use-adopt-customer-zip';
import { browserLocation } from '../lib/browser/browser-location';
import { acknowledgedCheckoutLink, mergeGuestCartAfterSignIn } from '../lib/session/cart-session-hooks';
import { runCustomerLoadOnce } from '../lib/session/customer-load-once';
import { storePostLoginRedirect } from '../lib/session/page-memory';
import type { Customer } from '../lib/session/session-queries';

export interface SignInOrigin {
  /** The page where the shopper clicked Log In (the header link's state), if that is how they came. */
  previousPath?: string | null;
  /** The login page's `redirect` query value (an account page sent them). */
  redirectParam?: string | null;
}

/**
 * What follows a successful sign-in or sign-up on the consumer site (SPEC §4 Login), composed here
 * because it spans features: the customer is already loaded (the auth feature did it); the ZIP
 * becomes the default address's with suffix HOME (location feature); POST /api/crypto sets the
 * og_auth cookie, once per signed-in session (SPEC §4 Customer load); the guest cart is merged (the
 * cart issue's hook point); then the shopper goes to libs/identity postLoginTarget: the page that
 * led to login, else the decoded redirect, else the acknowledged checkout, else home. The target
 * is also stored for 1000 ms so a sign-in page re-checking the session sends them the same way.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const adoptZip = useAdoptCustomerZip();

  return useCallback(
    async (customer: Customer, origin: SignInOrigin) => {
      adoptZip(customer);
      await runCustomerLoadOnce(customer.id, issueSubscriptionCookies);
      await mergeGuestCartAfterSignIn(customer, queryClient);
      const checkoutLink = acknowledgedCheckoutLink();
      const target = postLoginTarget({
        previousPath: origin.previousPath,
        redirectParam: origin.redirectParam,
        checkoutAcknowledged: checkoutLink !== null,
        checkoutUrl: checkoutLink,
      });
      if (!target.startsWith('/')) {
        browserLocation.replace(target);
        return;
      }
      storePostLoginRedirect(target);
      navigate(target, { replace: true });
    },
    [adoptZip, navigate, queryClient],
  );
}
