/*
 * SPEC §4 Customer load and 'Subscription-service cookie: set once when absent': what follows a
 * sign-in (POST /api/crypto, and on the staff site the user location) runs once per signed-in
 * session in this tab, not on every page load. The mark is kept in session storage, keyed by the
 * customer id, and forgotten at logout so the next sign-in runs it again.
 */

const KEY_PREFIX = 'customerLoaded:';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Runs `load` for this customer unless it already ran in this tab's session. The mark is set before
 * it starts (two callers at once run it once) and removed when it fails, so a later sign-in or page
 * load tries again; the failure is logged, never thrown: the shopper is signed in either way.
 */
export async function runCustomerLoadOnce(customerId: string, load: () => Promise<void>): Promise<void> {
  const key = `${KEY_PREFIX}${customerId}`;
  const store = storage();
  if (store?.getItem(key) === 'true') return;
  store?.setItem(key, 'true');
  try {
    await load();
  } catch (error) {
    store?.removeItem(key);
    console.warn('Customer load failed', error);
  }
}

/** Logout: the next sign-in in this tab loads the customer again (og_auth was cleared with it). */
export function forgetCustomerLoads(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(KEY_PREFIX)) store.removeItem(key);
}
