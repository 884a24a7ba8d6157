/** The cookie that carries the session token (SPEC §3 'Browser storage'). */
export const SESSION_COOKIE = 'sessionToken';
/** The subscription service's cookie (SPEC §9). */
export const OG_AUTH_COOKIE = 'og_auth';
/** The professional-discount flag the staff site reads (SPEC §3). */
export const PD_ELIGIBLE_COOKIE = 'isEligibleForPd';
/**
 * Set and cleared with the session cookie, and readable by page scripts: while it is absent no
 * session can be live, so the storefront does not ask who is signed in (an anonymous visit then
 * makes no call that answers 401). Not a credential: its value is a random tag, new with every
 * session cookie, so a tab can tell a stale hint from one that a newer sign-in wrote.
 */
export const SESSION_HINT_COOKIE = 'shopSession';

/**
 * Header the storefront sends on every write that relies on the session cookie. A page on
 * another site cannot send a custom header without a CORS preflight, which the API never grants,
 * so its presence proves the request came from the shop's own pages (ARCHITECTURE §6).
 */
export const SHOP_CLIENT_HEADER = 'X-Shop-Client';
export const SHOP_CLIENT_STOREFRONT = 'storefront';

/** The server-side cache entry of a session, which logout deletes (SPEC §4 'Logout'). */
export function sessionCacheKey(sessionId: string): string {
  return `session:${sessionId}`;
}
