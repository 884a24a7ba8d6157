import { isPathAtOrUnder } from './pathname-match';

/** The routes that log the user out (SPEC §2: '/logout', and '/products/logout' without a page). */
export const LOGOUT_PATHS: readonly string[] = ['/logout', '/products/logout'];

/**
 * Whether a path logs the user out. Logging out never asks anyone to sign in first: a sign-in
 * gate on these paths would send a member who has just signed out back to the single sign-on,
 * whose own session signs them straight in again and returns to the logout route, a loop.
 */
export function isLogoutPath(pathname: string): boolean {
  return LOGOUT_PATHS.some((path) => isPathAtOrUnder(pathname, path));
}
