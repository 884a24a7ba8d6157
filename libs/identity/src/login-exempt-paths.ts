import { isPathAtOrUnder } from './pathname-match';

/** Pages anyone may see without signing in, on both sites (legal pages, help, maintenance, home). */
export const LOGIN_EXEMPT_PATHS: readonly string[] = [
  '/terms-and-conditions',
  '/faq',
  '/maintenance',
  '/password-protect',
  '/',
];

/**
 * Ask before forcing sign-in. Home is exempt only as itself (otherwise every path would be);
 * the other exempt paths cover their sub-pages too. A trailing slash is ignored.
 */
export function isLoginExempt(pathname: string): boolean {
  return LOGIN_EXEMPT_PATHS.some((exempt) => isPathAtOrUnder(pathname, exempt));
}
