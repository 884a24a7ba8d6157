import { getTaxonomyOptions } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';

/** The catalogue's names change with merchandising, not clicks: refreshed at most every 30 minutes. */
const TAXONOMY_STALE_TIME_MS = 30 * 60_000;

/**
 * The catalogue's names and paths (species, categories, life stages, brands), shared by the
 * features that read them (listing subcategories, the sitemap) so one cache entry has one policy.
 */
export function taxonomyQueryOptions() {
  return queryOptions({ ...getTaxonomyOptions(), staleTime: TAXONOMY_STALE_TIME_MS });
}
