/*
 * This tab's session storage for the app-version guards. Either guard must hold across a reload,
 * and must not hold in another tab; storage that refuses (private mode, disabled) reads as nothing
 * and a write reports whether it was kept, so a guard that cannot be kept can refuse to reload.
 */

export function readTab(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTab(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
