import { REDIRECT_STORAGE_TTL_MS } from './post-login-target';
import { isSafeRedirectPath } from './safe-redirect-path';

/** A post-login target as it is kept in browser storage, with when it was written. */
export interface StoredRedirect {
  path: string;
  /** Milliseconds since the epoch. */
  storedAt: number;
}

/**
 * The stored post-login target while it is still meant for this sign-in (SPEC §2: the stored
 * redirect lives 1000 ms), else null. A target from the future (a clock change), an unsafe path or a
 * stale one is refused, so an old value can never steer a later sign-in.
 */
export function freshStoredRedirect(stored: StoredRedirect | null | undefined, now: number): string | null {
  if (!stored || !isSafeRedirectPath(stored.path)) return null;
  const age = now - stored.storedAt;
  return age >= 0 && age < REDIRECT_STORAGE_TTL_MS ? stored.path : null;
}
