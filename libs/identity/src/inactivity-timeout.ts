/** SPEC §9: activity (mouse move, key press) restarts the inactivity timer, debounced by 1 second. */
export const ACTIVITY_DEBOUNCE_MS = 1000;

/**
 * The inactivity timeout when the site settings give none (SPEC §9 'tokenInactivityTime', value
 * not shown): 30 minutes, a common idle limit for shops that keep payment details, and well inside
 * the server's own idle expiry so the alert always comes before the session silently ends.
 */
export const DEFAULT_TOKEN_INACTIVITY_SECONDS = 1800;

/**
 * How long a signed-in shopper may be inactive before the alert, in milliseconds: the configured
 * tokenInactivityTime when it is a positive number of seconds, else the default. An `override`
 * (browser tests) may only shorten it, so it can never keep a session open longer than the shop
 * allows.
 */
export function inactivityTimeoutMs(
  configuredSeconds?: number | null,
  overrideSeconds?: number | null,
): number {
  const usable = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  const seconds = usable(configuredSeconds) ? configuredSeconds : DEFAULT_TOKEN_INACTIVITY_SECONDS;
  return Math.round((usable(overrideSeconds) ? Math.min(seconds, overrideSeconds) : seconds) * 1000);
}
