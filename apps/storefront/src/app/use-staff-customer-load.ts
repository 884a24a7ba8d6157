import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { issueSubscriptionCookies } from '../features/auth/api/auth-calls';
import { useAdoptCustomerZip } from '../features/location/hooks/use-adopt-customer-zip';
import { mergeGuestCartAfterSignIn } from '../lib/session/cart-session-hooks';
import { runCustomerLoadOnce } from '../lib/session/customer-load-once';
import { useSession } from '../lib/session/use-session';
import { useSite } from '../lib/site/site-context';

/**
 * SPEC §4 Customer load on the staff site. A member signs in at the identity provider, whose
 * callback lands on a server-rendered redirect, so no page of ours sees the sign-in itself: the
 * first time this tab's session turns signed in, the location follows the profile (the clinic's
 * ZIP as '{zip}::PREFERRED' when the clinic is the preferred address, else the default address's
 * with HOME), POST /api/crypto sets og_auth and isEligibleForPd, and the member's persisted cart
 * is restored (SPEC §4 Login, the cart session hook). Once per signed-in session
 * (lib/session runCustomerLoadOnce), so a ZIP the member picks later is not overwritten.
 */
export function useStaffCustomerLoad(): void {
  const { staff } = useSite();
  const { customer } = useSession();
  const adoptZip = useAdoptCustomerZip();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!staff || !customer) return;
    void runCustomerLoadOnce(customer.id, async () => {
      adoptZip(customer);
      await issueSubscriptionCookies();
      await mergeGuestCartAfterSignIn(customer, queryClient);
    });
  }, [staff, customer, adoptZip, queryClient]);
}
