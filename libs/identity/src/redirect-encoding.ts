import { isSafeRedirectPath } from './safe-redirect-path';

function bytesToBinary(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/**
 * Encode the path a guest wanted for the login page's `redirect` query value (base64 of UTF-8), so
 * the same value works in Node and the browser. URL-encode the result when putting it in a query.
 */
export function encodeRedirect(fullPath: string): string {
  return btoa(bytesToBinary(new TextEncoder().encode(fullPath)));
}

/**
 * Read the `redirect` query value back after sign-in. Returns null for anything that is not valid
 * base64 of UTF-8 or not a same-site path, so the value can never become an open redirect.
 * Tolerates a still URL-encoded value, URL-safe base64 and missing padding.
 */
export function decodeRedirect(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const base64 = (value.includes('%') ? decodeURIComponent(value) : value)
      .trim()
      .replace(/ /g, '+')
      .replace(/-/g, '+')
      .replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const path = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return isSafeRedirectPath(path) ? path : null;
  } catch {
    return null;
  }
}
