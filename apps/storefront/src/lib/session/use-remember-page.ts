import { AUTH_PAGES, LOGOUT_PATHS } from '@shop/identity';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { rememberPage } from './page-memory';

/** Pages that are never 'the previous page' to go back to. */
const NOT_REMEMBERED = [...AUTH_PAGES, '/shelter/reset-password', ...LOGOUT_PATHS];

/**
 * Remembers every page the shopper sees (but the sign-in pages and logout), so a signed-in
 * customer who opens a sign-in page is sent back to where they were (SPEC §2).
 */
export function useRememberPage(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!NOT_REMEMBERED.includes(pathname.replace(/\/+$/, '') || '/'))
      rememberPage(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
}
