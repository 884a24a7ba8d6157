import { getShopifyCustomerOptions, type CustomerProfileDto } from '@shop/api-client';
import { queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '../api/api-error';
import { forgetStaleSessionHint, sessionHint } from './session-hint';

/** The signed-in customer's profile (SPEC §3 'Customer profile'). */
export type Customer = CustomerProfileDto;

/**
 * Marks a query as holding the signed-in customer's own data (profile, addresses, pets, orders), so
 * logging out can drop every one of them at once, whichever feature made it (clearCustomerData).
 */
export const CUSTOMER_DATA_META = { customerData: true } as const;

/** The session is checked again at most every 30 s while pages are opened. */
const SESSION_STALE_TIME_MS = 30_000;

/**
 * The session: the customer get-shopify-customer answers for this browser's session cookie, or
 * null when there is none. Only asked while the API's session hint is set: without it no session
 * can be live, and an anonymous visit makes no call that answers 401 (which browsers log as an
 * error on every page). A 401 means 'signed out' (an expired or revoked session, SPEC §8
 * 'Unauthorized user'), not a failure, and the hint it contradicts is forgotten, so the next page
 * does not ask again; anything else stays an error. This cache entry is the storefront's profile
 * store (SPEC §3): one copy, in memory, gone with the tab and cleared at logout, so nothing
 * personal waits in session storage and nothing can disagree with the server.
 */
export function sessionQueryOptions() {
  const generated = getShopifyCustomerOptions({ body: {} });
  return queryOptions({
    // Spread: the generated key is branded with the raw answer; this query answers null too.
    queryKey: [...generated.queryKey],
    queryFn: async (context): Promise<Customer | null> => {
      const hint = sessionHint();
      if (hint === null) return null;
      try {
        if (!generated.queryFn) throw new Error('get-shopify-customer has no query function');
        return (await generated.queryFn(context as never)) as Customer;
      } catch (error) {
        if (httpStatusOf(error) !== 401) throw error;
        forgetStaleSessionHint(hint);
        return null;
      }
    },
    staleTime: SESSION_STALE_TIME_MS,
    meta: CUSTOMER_DATA_META,
  });
}

/**
 * The session as a route loader needs it before deciding anything: the cached answer while fresh,
 * else asked now. A failed check (the API down) counts as signed out, so a loader never shows
 * account pages it cannot vouch for; the page that needs the customer shows the error itself.
 */
export async function loadSession(queryClient: QueryClient): Promise<Customer | null> {
  try {
    return await queryClient.fetchQuery(sessionQueryOptions());
  } catch {
    return null;
  }
}

function isCustomerData(query: Query): boolean {
  return query.meta?.['customerData'] === true;
}

/**
 * Forgets everything of the customer this tab knew (SPEC §4 Logout 'clears the profile'): every
 * customer-data query is removed and the session reads as signed out at once, without asking the
 * API again.
 */
export function clearCustomerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isCustomerData });
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
}

/**
 * Marks everything of the customer as out of date after a change made elsewhere (an order placed:
 * My Orders, the profile's orders and subscriptions), without refetching what is on screen now:
 * each is asked again the next time a page shows it.
 */
export function markCustomerDataStale(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: isCustomerData, refetchType: 'none' });
}
