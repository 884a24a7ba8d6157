const OPEN_PREFERENCES = 'shop:open-consent-preferences';

/**
 * Asks for the cookie preferences dialog: the footer's 'Cookie settings', a video's or a widget's
 * 'here' button. The consent feature answers (it owns the dialog); nothing else needs to know it.
 */
export function requestConsentPreferences(): void {
  window.dispatchEvent(new Event(OPEN_PREFERENCES));
}

/** Calls `listener` on every request; returns the function that stops listening. */
export function onConsentPreferencesRequested(listener: () => void): () => void {
  window.addEventListener(OPEN_PREFERENCES, listener);
  return () => window.removeEventListener(OPEN_PREFERENCES, listener);
}
