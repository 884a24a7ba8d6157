import type { SiteId } from '@shop/identity';

/**
 * Cache-Control of a cacheable public answer (catalogue, content) on each site. The consumer site's
 * answers are the same for every visitor, so a CDN in front of several API processes may keep them
 * for the cache's lifetime (`s-maxage`) while browsers revalidate with the ETag (a 304 is cheap).
 * The staff site is for signed-in clinic staff (SPEC §2, §6): nothing of it may sit in a shared cache.
 */
export function answerCacheControl(site: SiteId, sharedMaxAgeSeconds: number): string {
  return site === 'HPSF' ? 'private, no-cache' : `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}`;
}
