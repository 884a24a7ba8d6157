import { SESSION_HINT_COOKIE } from '@shop/identity';
import { deleteCookie, readCookie } from '../browser/cookies';

/**
 * The session hint the API writes beside the HttpOnly session cookie (same lifetime, cleared at
 * sign-out), or null. Without it no session can be live in this browser, so nobody is asked
 * about; with it a session may be, and only the API can say whether it still is.
 */
export function sessionHint(): string | null {
  return readCookie(SESSION_HINT_COOKIE);
}

/**
 * Forgets a hint the API has just contradicted: it answered 'signed out' to a request made while
 * `seen` was the hint (the session expired, or ended elsewhere). A different hint by now was
 * written by a newer session (a sign-in or a token rotation in another tab) and is kept.
 */
export function forgetStaleSessionHint(seen: string): void {
  if (readCookie(SESSION_HINT_COOKIE) === seen) deleteCookie(SESSION_HINT_COOKIE);
}
