const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';

function isHostSmugglingChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * Guard every redirect target taken from user input (query string, storage): only a path on this
 * site may pass, so a crafted link can never bounce a shopper to another host after sign-in.
 * Refuses `//host`, `/\host`, backslashes, control characters and anything that is not a path.
 */
export function isSafeRedirectPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // Browsers read "\" as "/" and drop tabs and newlines; refuse them outright rather than guess.
  if ([...value].some(isHostSmugglingChar)) return false;
  try {
    return new URL(value, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}
