import { isAccountPath } from './account-path';
import { isLogoutPath } from './logout-paths';
import { isSafeRedirectPath } from './safe-redirect-path';

/**
 * Decide where a shopper lands after signing out. From an account page (SPEC §2) or a logout route
 * they go home, since those pages need a signed-in user; from any other page of this site they stay
 * where they were. Anything that is not a same-site path also goes home.
 */
export function postLogoutTarget(fromPath: string | null | undefined): string {
  if (!fromPath || !isSafeRedirectPath(fromPath)) return '/';
  const pathname = fromPath.split(/[?#]/)[0] ?? '';
  const leaves = isAccountPath(pathname) || isLogoutPath(pathname);
  return leaves ? '/' : fromPath;
}
