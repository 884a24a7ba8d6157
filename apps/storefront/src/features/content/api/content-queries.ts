import {
  getAnnouncementsOptions,
  getFooterOptions,
  getHeaderOptions,
  getListingProductsByHandlesOptions,
  getPageByNameOptions,
  getPageBySlugOptions,
  getPasswordProtectOptions,
  getPlpPageBySlugOptions,
  getPlpPageBySlugQueryKey,
  getPromotionBannersOptions,
  getSitewideBannersOptions,
  lookupRedirectOptions,
  lookupRedirectQueryKey,
  type BannerPlacement,
} from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { httpStatusOf } from '../../../lib/api/api-error';
import { nullWhenNotFound } from '../../../lib/api/null-when-not-found';

/**
 * Query options for the CMS calls, over the generated factories (the read-only POSTs included), so
 * their keys are the generated keys. Routes prefetch with these and components read with them, so
 * both share one cache entry.
 */

/** Site chrome and pages change rarely: keep them five minutes before refetching. */
const CONTENT_STALE_TIME_MS = 5 * 60_000;

/** The published page at /{slug}; a 404 (draft, archived, other site, unknown) is an error with status 404. */
export function pageBySlugQueryOptions(slug: string) {
  return queryOptions({ ...getPageBySlugOptions({ query: { slug } }), staleTime: CONTENT_STALE_TIME_MS });
}

/** A page by its route name ('HomePage', 'Cart'): where the route's carousels come from (SPEC §2). */
export function pageByNameQueryOptions(name: string) {
  return queryOptions({ ...getPageByNameOptions({ body: { name } }), staleTime: CONTENT_STALE_TIME_MS });
}

export function headerQueryOptions() {
  return queryOptions({ ...getHeaderOptions(), staleTime: CONTENT_STALE_TIME_MS });
}

export function footerQueryOptions() {
  return queryOptions({ ...getFooterOptions(), staleTime: CONTENT_STALE_TIME_MS });
}

export function announcementsQueryOptions() {
  return queryOptions({ ...getAnnouncementsOptions(), staleTime: CONTENT_STALE_TIME_MS });
}

/** Banners across every page; `placement` narrows them to one slot. */
export function sitewideBannersQueryOptions(placement?: BannerPlacement) {
  return queryOptions({
    ...getSitewideBannersOptions(placement ? { body: { placement } } : undefined),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** Promotion banners of one placement (home, plp, pdp, cart). */
export function promotionBannersQueryOptions(placement: BannerPlacement) {
  return queryOptions({
    ...getPromotionBannersOptions({ body: { placement } }),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function passwordProtectQueryOptions() {
  return queryOptions({ ...getPasswordProtectOptions(), staleTime: CONTENT_STALE_TIME_MS });
}

/**
 * The products of a carousel, in the editor's order (unknown handles are left out by the API).
 * The handles are the key, so two carousels with the same products share one request.
 */
export function carouselProductsQueryOptions(handles: readonly string[]) {
  return queryOptions({
    ...getListingProductsByHandlesOptions({ body: { handles: [...handles] } }),
    staleTime: CONTENT_STALE_TIME_MS,
    enabled: handles.length > 0,
  });
}

/**
 * The server-side redirect for a path (SPEC §2), or null when the path is not redirected (the
 * API's 404). Any other failure is an error the caller treats as 'no redirect'.
 */
export function redirectLookupQueryOptions(path: string) {
  const call = { query: { path } };
  return queryOptions({
    queryKey: lookupRedirectQueryKey(call),
    queryFn: nullWhenNotFound(lookupRedirectOptions(call).queryFn),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/**
 * The CMS content of a listing ('dog', 'dog/dry-food'; the catalogue's collection handle), or null:
 * most listings have none, and their 404 is the usual answer, not a failure to report.
 */
export function plpPageQueryOptions(slug: string) {
  const call = { body: { slug } };
  return queryOptions({
    queryKey: getPlpPageBySlugQueryKey(call),
    queryFn: nullWhenNotFound(getPlpPageBySlugOptions(call).queryFn),
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/**
 * True when a page query failed because there is no such page here: 404 for drafts, archived,
 * other-site and unknown pages, 400 for a path that cannot be a slug at all ('/About_Us').
 */
export function isMissingPageError(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
}
