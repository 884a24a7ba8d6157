import { freshStoredRedirect, isSafeRedirectPath } from '@shop/identity';
import { storedNumber, storedRecord, storedText } from '../browser/stored-shapes';

/*
 * Where the shopper was, for the sign-in pages' redirects (SPEC §2). Kept in session storage, per
 * tab: another tab's browsing must not decide where this one goes.
 */

const LAST_PAGE_KEY = 'lastPage';
const POST_LOGIN_REDIRECT_KEY = 'postLoginRedirect';

const storedRedirect = storedRecord({ path: storedText, storedAt: storedNumber });

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused: the shopper simply lands on the default page.
  }
}

/** Remembers the page the shopper is on (path, query and hash), as the previous page for later. */
export function rememberPage(fullPath: string): void {
  if (isSafeRedirectPath(fullPath)) write(LAST_PAGE_KEY, fullPath);
}

/** The last page remembered in this tab, or null. */
export function lastPage(): string | null {
  const path = read(LAST_PAGE_KEY);
  return path !== null && isSafeRedirectPath(path) ? path : null;
}

/**
 * Stores where a sign-in that just succeeded is taking the shopper (SPEC §2: the stored redirect
 * lives 1000 ms), so a sign-in page that re-checks the session meanwhile sends them there too.
 */
export function storePostLoginRedirect(path: string, now = Date.now()): void {
  write(POST_LOGIN_REDIRECT_KEY, JSON.stringify({ path, storedAt: now }));
}

/** The stored post-login target while it is fresh (libs/identity freshStoredRedirect), else null. */
export function freshPostLoginRedirect(now = Date.now()): string | null {
  const text = read(POST_LOGIN_REDIRECT_KEY);
  if (text === null) return null;
  try {
    const parsed = storedRedirect(JSON.parse(text));
    return parsed ? freshStoredRedirect(parsed, now) : null;
  } catch {
    return null;
  }
}
