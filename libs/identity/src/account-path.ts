/**
 * Account pages hold personal data, so a consumer guest must sign in first and logging out leaves
 * them. SPEC §2 says "any path containing /account"; we match `account` as a whole path segment,
 * so `/account`, `/account/orders` and `/shelter/account` count but a content page like
 * `/accounting-tips` does not.
 */
export function isAccountPath(pathname: string): boolean {
  return /\/account(\/|$)/.test(pathname);
}
