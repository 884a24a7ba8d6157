/** The analytics integrations tracking accepts (SPEC §5: a non-empty string, only 'gtm'). */
export const SUPPORTED_ANALYTICS_INTEGRATIONS = ['gtm'] as const;

/** SPEC §8: the configuration error for any other integration. */
export const INVALID_ANALYTICS_INTEGRATION_MESSAGE = 'Invalid analytics integration.';

/** Whether tracking can take integration info of this type. */
export function isSupportedAnalyticsIntegration(type: unknown): boolean {
  return typeof type === 'string' && (SUPPORTED_ANALYTICS_INTEGRATIONS as readonly string[]).includes(type);
}
