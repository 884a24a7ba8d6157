import type { StoredShape } from './stored-shapes';

// Storage can be unavailable (private mode, quota, disabled): the shop then simply forgets.

/** The text stored at `key`, or null when there is none or storage cannot be read. */
export function readStoredText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The value at `key` when it is in `shape` (a page type, a ZIP), else null: stored values
 * outlive deployments and can be edited by hand, so nothing is trusted unchecked.
 */
export function readStored<T>(key: string, shape: StoredShape<T>): T | null {
  return shape(readStoredText(key));
}

/** The JSON value at `key` when it parses and is in `shape`, else null. */
export function readStoredJson<T>(key: string, shape: StoredShape<T>): T | null {
  const text = readStoredText(key);
  if (text === null) return null;
  try {
    return shape(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Stores `value` at `key`, or removes the key for null; a failure to store is not an error. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: stored state is a convenience, never required.
  }
}
