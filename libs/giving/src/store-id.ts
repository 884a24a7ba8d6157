import { GIVING_ERROR_MESSAGES, GivingError } from './giving-error';

/**
 * Normalise the configured giving store id (often pasted as a GUID with dashes or braces) before it
 * is sent as `x-store-id`; spaces, dashes, braces and parentheses are dropped and the rest must be
 * 32 hex characters, returned lower-cased. Anything else throws an SDK_ERROR 'Invalid StoreId'.
 */
export function normalizeStoreId(raw: string): string {
  const id = String(raw).replace(/[\s\-{}()]/g, '');
  if (!/^[0-9a-f]{32}$/i.test(id)) throw new GivingError('SDK_ERROR', GIVING_ERROR_MESSAGES.invalidStoreId);
  return id.toLowerCase();
}
