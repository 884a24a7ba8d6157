import { AUTH_PAGES } from './auth-pages';
import { trimTrailingSlash } from './pathname-match';
import { decodeRedirect } from './redirect-encoding';
import { isSafeRedirectPath } from './safe-redirect-path';

/** Lifetime of the stored post-login redirect, so a stale target is not reused by a later sign-in. */
export const REDIRECT_STORAGE_TTL_MS = 1000;

export interface PostLoginTargetInput {
  /** The page the shopper came from, if the router knows it. */
  previousPath?: string | null;
  /** The raw `redirect` query value of the login page (base64 of the wanted path). */
  redirectParam?: string | null;
  /** The shopper acknowledged checkout before being asked to sign in. */
  checkoutAcknowledged?: boolean;
  checkoutUrl?: string | null;
}

function usablePreviousPath(path: string | null | undefined): string | null {
  if (!path || !isSafeRedirectPath(path)) return null;
  // Going "back" to a sign-in page after signing in would only bounce again.
  const pathname = trimTrailingSlash(path.split(/[?#]/)[0] ?? '');
  return AUTH_PAGES.includes(pathname) ? null : path;
}

/**
 * Decide where a shopper lands right after signing in: the previous page, else the page encoded in
 * the `redirect` query value, else the checkout link if checkout was acknowledged, else home.
 * Untrusted paths (foreign hosts, auth pages, undecodable values) are skipped, never followed.
 */
export function postLoginTarget({
  previousPath,
  redirectParam,
  checkoutAcknowledged,
  checkoutUrl,
}: PostLoginTargetInput): string {
  return (
    usablePreviousPath(previousPath) ??
    decodeRedirect(redirectParam) ??
    (checkoutAcknowledged && checkoutUrl ? checkoutUrl : null) ??
    '/'
  );
}
