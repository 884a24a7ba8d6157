/** The analytics integrations the shop can feed; SPEC §5: only Google Tag Manager's data layer. */
export const ANALYTICS_INTEGRATIONS = ['gtm'] as const;

export type AnalyticsIntegration = (typeof ANALYTICS_INTEGRATIONS)[number];

/** SPEC §8 wording for a configured integration the shop cannot feed. */
export const INVALID_ANALYTICS_INTEGRATION_MESSAGE = 'Invalid analytics integration.';

/**
 * A configuration mistake, not a shopper's: SPEC §8 calls it a 400-style configuration error, so it
 * carries that status and a stable code for whoever reports it.
 */
export class InvalidAnalyticsIntegrationError extends Error {
  readonly code = 'INVALID_ANALYTICS_INTEGRATION';
  readonly status = 400;

  constructor() {
    super(INVALID_ANALYTICS_INTEGRATION_MESSAGE);
    this.name = 'InvalidAnalyticsIntegrationError';
  }
}

/**
 * Check the configured integration before anything is pushed (SPEC §5: a non-empty string, and only
 * 'gtm' is supported), so a typo in configuration is reported at once instead of events silently
 * going nowhere. Matching is exact: 'GTM' or ' gtm' are configuration mistakes too.
 */
export function analyticsIntegration(value: unknown): AnalyticsIntegration {
  if (typeof value !== 'string' || !(ANALYTICS_INTEGRATIONS as readonly string[]).includes(value)) {
    throw new InvalidAnalyticsIntegrationError();
  }
  return value as AnalyticsIntegration;
}
