/**
 * Where a checkout attempt's Idempotency-Key is kept: per tab, with the link it belongs to, so a
 * reload after an answer that never arrived sends the same key again and gets the order that was
 * placed instead of a second one.
 */
const ATTEMPT_KEY = 'checkout_attempt';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function readAttempt(): { token: string; key: string } | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(ATTEMPT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { token, key } = parsed as { token?: unknown; key?: unknown };
    return typeof token === 'string' && typeof key === 'string' ? { token, key } : null;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key of this checkout link's attempt: made once, then the same for every press of
 * Place Order (a double click, a retry after a declined card or a lost answer). The API frees a key
 * whose attempt was refused, so a retry with other card details may reuse it; a key whose order
 * was placed answers that order again.
 */
export function attemptKeyFor(token: string): string {
  const stored = readAttempt();
  if (stored && stored.token === token) return stored.key;
  const key = newKey();
  try {
    window.sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify({ token, key }));
  } catch {
    // Without storage the key lives as long as the page; a double click still shares it.
  }
  return key;
}

/** Forgets the attempt once its order is placed: the next checkout is a new attempt. */
export function endAttempt(): void {
  try {
    window.sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
