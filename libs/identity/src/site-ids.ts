/** The two storefronts served by one deployment: the consumer shop and the staff-feeding shop. */
export type SiteId = 'DTC' | 'HPSF';

/** Every known site id, for validating configuration and iterating in tests. */
export const SITE_IDS: readonly SiteId[] = ['DTC', 'HPSF'];

/** Site name used in page titles and headers. */
export const SITE_TITLES: Readonly<Record<SiteId, string>> = {
  DTC: 'Shop Pet Nutrition',
  HPSF: 'Pro Staff Feeding',
};

/** Narrow untrusted input (configuration, API payloads) to a SiteId. */
export function isSiteId(value: unknown): value is SiteId {
  return typeof value === 'string' && (SITE_IDS as readonly string[]).includes(value);
}

/** Switch staff-feeding behaviour (SSO sign-in, hidden prices, no analytics) on the site, not on a build flag. */
export function isStaffSite(siteId: SiteId): boolean {
  return siteId === 'HPSF';
}
