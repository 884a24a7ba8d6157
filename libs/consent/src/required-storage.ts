import { CONSENT_COOKIE } from './consent-constants';

/**
 * What the shop may store in the browser before (and without) a choice: what the shopper's own
 * requests need (EU ePrivacy Art. 5(3)'s 'strictly necessary'). Anything else waits for consent;
 * the browser journeys hold the first visit to this list.
 */
export const REQUIRED_COOKIES: readonly string[] = [
  CONSENT_COOKIE, // the choice itself
  'sessionToken', // the signed-in session
  'shopSession', // that a session exists (no token), so the page knows to ask for it
  'col_cart_id', // the cart
  'stfk', // the subscription service's checkout key
  'og_auth', // the subscription service's signed identity for a signed-in shopper
  'isEligibleForPd', // a staff member's discount eligibility
  'userLocation', // the delivery ZIP: stock and delivery dates
  'userWarehouse', // the warehouse serving that ZIP
];

/**
 * localStorage and sessionStorage keys of the shop's own (SPEC §3 Browser storage): the cart, the
 * delivery ZIP, the page the shopper came from and their filters and breadcrumbs (the navigation
 * they asked for, never sent anywhere), a checkout in progress and its confirmation, and the
 * router's scroll positions (sessionStorage: Back returns to where the shopper was). No analytics
 * or advertising identifier is among them.
 */
export const REQUIRED_STORAGE_KEYS: readonly string[] = [
  'guest_col_cart_id',
  'col_recent_checkout',
  'guestZip',
  'isFTCAcknowledged',
  'loggedOutInactive',
  'lastPage',
  'postLoginRedirect',
  'previousPageType',
  'currentPageType',
  'lastBreadcrumbClick',
  'lastSearchQuery',
  'savedListFilters',
  'savedCategory',
  'checkout_attempt',
  'react-router-scroll-positions',
];

/** Keys made per record (a placed order's confirmation). */
export const REQUIRED_STORAGE_KEY_PREFIXES: readonly string[] = ['checkout_confirmation:'];

/** Whether a browser-storage key is one of the shop's required ones. */
export function isRequiredStorageKey(key: string): boolean {
  return (
    REQUIRED_STORAGE_KEYS.includes(key) ||
    REQUIRED_STORAGE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))
  );
}
