import type { SiteId } from '@shop/identity';

/** Which site a piece of content is for: one of the two, or both. */
export const SITE_SCOPES = ['both', 'DTC', 'HPSF'] as const;
export type SiteScope = (typeof SITE_SCOPES)[number];

/** The scopes whose content a request for `site` may see. */
export function scopesVisibleOn(site: SiteId): SiteScope[] {
  return ['both', site];
}
