import { trimTrailingSlash } from './pathname-match';

/** Sign-in, sign-up and password pages: pointless for someone already signed in. */
export const AUTH_PAGES: readonly string[] = [
  '/shelter/login',
  '/shelter/register',
  '/shelter/forgot-password',
];

/**
 * Ask on navigation whether a signed-in customer should be sent back to the previous page instead of
 * seeing a login, register or forgot-password page. A trailing slash is ignored.
 */
export function bouncesAuthenticatedUser(pathname: string, authenticated: boolean): boolean {
  return authenticated && AUTH_PAGES.includes(trimTrailingSlash(pathname));
}
