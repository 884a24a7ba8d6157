import { isAccountPath } from './account-path';
import { isLoginExempt } from './login-exempt-paths';
import { isLogoutPath, LOGOUT_PATHS } from './logout-paths';
import { isPathAtOrUnder } from './pathname-match';
import { encodeRedirect } from './redirect-encoding';
import { type SiteId, isStaffSite } from './site-ids';

/** Consumer login page; guests are sent here from account pages. */
export const CONSUMER_LOGIN_PATH = '/shelter/login';

/**
 * Where a signed-in but unregistered staff member completes their profile (joins a clinic). Its
 * own page: /shelter/register is the consumer site's 'Create Account'.
 */
export const STAFF_REGISTRATION_PATH = '/staff/registration';

/** Pages an unregistered staff member may still open: the registration page itself, and logging out. */
export const STAFF_UNREGISTERED_ALLOWED_PATHS: readonly string[] = [STAFF_REGISTRATION_PATH, ...LOGOUT_PATHS];

export interface LoginRedirectInput {
  siteId: SiteId;
  /** Path only, used for the rules. */
  pathname: string;
  /** Path with query and hash, which the consumer login sends the guest back to. */
  fullPath: string;
  authenticated: boolean;
  /** Staff only: account group and preferred ship-to are both on the profile (see isStaffRegistered). */
  isRegistered?: boolean;
  /** Staff only: the external single sign-on login address. */
  ssoLoginUrl?: string;
  /** Staff only: absolute URL the SSO returns to; `fullPath` is used when absent. */
  fullUrl?: string;
}

function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The single sign-on address that brings the visitor back to `returnTo` (a path on this site) once
 * signed in: what the staff site's 'Log In' links to, and where its redirects send visitors.
 */
export function ssoLoginHref(ssoLoginUrl: string, returnTo: string): string {
  return withQuery(ssoLoginUrl, 'returnTo', returnTo);
}

/**
 * Run on every navigation (server and client) to decide whether the visitor may see the page.
 * Returns null to stay, else where to go:
 * - consumer (DTC): a guest on an account page → the login page with `redirect` = base64 of the
 *   full path;
 * - staff (HPSF), exempt paths and home excepted: a visitor who is not signed in → the SSO login with
 *   `returnTo` = the full URL (never on a logout route); a signed-in member whose profile is not registered (isRegistered not
 *   true) → the registration page, unless already there or logging out.
 * Throws when a staff site has no SSO login URL configured, because letting the visitor through
 * would expose staff pages.
 */
export function loginRedirectFor(input: LoginRedirectInput): string | null {
  const { siteId, pathname, fullPath, authenticated } = input;
  if (!isStaffSite(siteId)) {
    if (authenticated || !isAccountPath(pathname)) return null;
    return withQuery(CONSUMER_LOGIN_PATH, 'redirect', encodeRedirect(fullPath));
  }
  // Logging out is never gated (libs/identity isLogoutPath): it only ends what is there.
  if (isLoginExempt(pathname) || isLogoutPath(pathname)) return null;
  if (!authenticated) {
    if (!input.ssoLoginUrl) throw new Error('ssoLoginUrl is required to redirect staff visitors to sign in');
    return ssoLoginHref(input.ssoLoginUrl, input.fullUrl ?? fullPath);
  }
  if (input.isRegistered === true) return null;
  const allowed = STAFF_UNREGISTERED_ALLOWED_PATHS.some((path) => isPathAtOrUnder(pathname, path));
  return allowed ? null : STAFF_REGISTRATION_PATH;
}
