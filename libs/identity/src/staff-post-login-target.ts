import { loginRedirectFor } from './login-redirect';
import { isSafeRedirectPath } from './safe-redirect-path';

export interface StaffPostLoginTargetInput {
  /** The `returnTo` the sign-in started with: the page the visitor asked for (path and query). */
  returnTo?: string | null;
  /** Whether the member's profile is registered now (isStaffRegistered). */
  isRegistered: boolean;
}

/**
 * Where a staff member lands right after single sign-on (SPEC §2): a registered member goes to the
 * page they asked for, or home when they came from home or asked for nothing; an unregistered one
 * goes to the registration page, unless they asked for a page exempt from sign-in. A returnTo that
 * is not a path on this site is never followed (home instead).
 */
export function staffPostLoginTarget({ returnTo, isRegistered }: StaffPostLoginTargetInput): string {
  const target = returnTo && isSafeRedirectPath(returnTo) ? returnTo : '/';
  const pathname = new URL(target, 'http://same-site.invalid').pathname;
  return (
    loginRedirectFor({ siteId: 'HPSF', pathname, fullPath: target, authenticated: true, isRegistered }) ??
    target
  );
}
