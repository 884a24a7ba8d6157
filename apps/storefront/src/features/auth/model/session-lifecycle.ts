import { PD_ELIGIBLE_COOKIE, SESSION_HINT_COOKIE } from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import { ShopperFacingError } from '../../../lib/api/shopper-facing-error';
import { deleteCookie } from '../../../lib/browser/cookies';
import { readStoredText, writeStored } from '../../../lib/browser/local-storage';
import { resetCartAfterSignOut } from '../../../lib/session/cart-session-hooks';
import { forgetCustomerLoads } from '../../../lib/session/customer-load-once';
import { clearCustomerData, sessionQueryOptions, type Customer } from '../../../lib/session/session-queries';
import { endServerSession, endStaffSession } from '../api/auth-calls';

/** SPEC §4 'End session': set when the inactivity alert ended the session, cleared at the next sign-in. */
export const LOGGED_OUT_INACTIVE_KEY = 'loggedOutInactive';

/**
 * Session cookies page scripts can see and so must clear themselves (the logout answer clears
 * them too, but a failed logout call must still leave this browser signed out); the API clears
 * the HttpOnly ones (sessionToken, og_auth) in its logout answer.
 */
const SCRIPT_VISIBLE_SESSION_COOKIES = [PD_ELIGIBLE_COOKIE, SESSION_HINT_COOKIE] as const;

/** Sign-in succeeded but no session followed it (SPEC §8 'Session token failure at sign-in'). */
export class SessionNotStartedError extends ShopperFacingError {
  override readonly name = 'SessionNotStartedError';
  constructor() {
    super('We signed you in but could not start your session. Please try again.');
  }
}

/** Whether the last session ended through the inactivity alert (for the login page's notice). */
export function endedForInactivity(): boolean {
  return readStoredText(LOGGED_OUT_INACTIVE_KEY) === 'true';
}

/**
 * SPEC §4 Logout: the cart is told (hook point), the API ends the session and clears its cookies,
 * and this tab forgets the customer (every customer-data query) and the cookies scripts can clear.
 * A failed logout call is logged, and the tab still forgets everything: the shopper asked to leave,
 * and the server session expires on its own. `inactive` marks an end by the inactivity alert.
 */
export async function signOut(queryClient: QueryClient, { inactive = false } = {}): Promise<void> {
  if (inactive) writeStored(LOGGED_OUT_INACTIVE_KEY, 'true');
  await resetCartAfterSignOut(queryClient);
  try {
    await endServerSession();
  } catch (error) {
    console.warn('Logout call failed', error);
  }
  forgetCustomer(queryClient);
}

/** This tab forgets the customer: every customer-data query, and the cookies scripts can clear. */
function forgetCustomer(queryClient: QueryClient): void {
  clearCustomerData(queryClient);
  forgetCustomerLoads();
  for (const cookie of SCRIPT_VISIBLE_SESSION_COOKIES) deleteCookie(cookie);
}

/**
 * Logout on the staff site (SPEC §4 Logout; §7 the identity provider's logout): the shop session
 * ends like a consumer's, then the answer says where the browser goes, the identity provider's
 * end-session address, so the provider's own session ends too (otherwise 'Log In' would sign the
 * member straight back in). A failed call is logged, the tab forgets the member all the same, and
 * the browser goes home. `inactive` marks an end by the inactivity alert, as for a consumer.
 */
export async function signOutStaff(queryClient: QueryClient, { inactive = false } = {}): Promise<string> {
  if (inactive) writeStored(LOGGED_OUT_INACTIVE_KEY, 'true');
  await resetCartAfterSignOut(queryClient);
  let next = '/';
  try {
    next = await endStaffSession();
  } catch (error) {
    console.warn('Logout call failed', error);
  }
  forgetCustomer(queryClient);
  return next;
}

/**
 * After a successful sign-in call: drops any earlier customer's data and loads this customer
 * (SPEC §4 Login 'load the customer'). If no session results, SPEC §8: logs 'Error setting session
 * token', logs out and fails.
 */
export async function loadSignedInCustomer(queryClient: QueryClient): Promise<Customer> {
  clearCustomerData(queryClient);
  const customer = await queryClient
    .fetchQuery({ ...sessionQueryOptions(), staleTime: 0 })
    .catch((error: unknown) => {
      console.error('Error setting session token', error);
      return undefined;
    });
  if (!customer) {
    // null: the API answered 401 right after signing in; undefined: logged above.
    if (customer === null) console.error('Error setting session token');
    await signOut(queryClient);
    throw new SessionNotStartedError();
  }
  writeStored(LOGGED_OUT_INACTIVE_KEY, null);
  return customer;
}
