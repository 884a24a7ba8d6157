import {
  getAnnouncements,
  getFooterOptions,
  getHeaderOptions,
  getListingProductsByHandles,
  getPageByName,
  getPageBySlugOptions,
  getPasswordProtectOptions,
  getPromotionBanners,
  getSitewideBanners,
  lookupRedirect,
  lookupRedirectQueryKey,
  type BannerPlacement,
  type RedirectDto,
} from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { httpStatusOf } from '../../../lib/api/api-error';

/**
 * Query options for the CMS calls. GET calls reuse the generated factories (so their keys are the
 * generated keys); the read-only POST calls (SPEC §7 sends them as POST) have no generated query
 * factory, so they get keys here named after their operationId, with the body as the variable.
 * Routes prefetch with these and components read with them, so both share one cache entry.
 */

/** Site chrome and pages change rarely: keep them five minutes before refetching. */
const CONTENT_STALE_TIME_MS = 5 * 60_000;

/** The published page at /{slug}; a 404 (draft, archived, other site, unknown) is an error with status 404. */
export function pageBySlugQueryOptions(slug: string) {
  return queryOptions({ ...getPageBySlugOptions({ query: { slug } }), staleTime: CONTENT_STALE_TIME_MS });
}

/** A page by its route name ('HomePage', 'Cart'): where the route's carousels come from (SPEC §2). */
export function pageByNameQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['getPageByName', { name }] as const,
    queryFn: async ({ signal }) => (await getPageByName({ body: { name }, signal, throwOnError: true })).data,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

export function headerQueryOptions() {
  return queryOptions({ ...getHeaderOptions(), staleTime: CONTENT_STALE_TIME_MS });
}

export function footerQueryOptions() {
  return queryOptions({ ...getFooterOptions(), staleTime: CONTENT_STALE_TIME_MS });
}

export function announcementsQueryOptions() {
  return queryOptions({
    queryKey: ['getAnnouncements'] as const,
    queryFn: async ({ signal }) => (await getAnnouncements({ signal, throwOnError: true })).data,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** Banners across every page; `placement` narrows them to one slot. */
export function sitewideBannersQueryOptions(placement?: BannerPlacement) {
  const body = placement ? { placement } : {};
  return queryOptions({
    queryKey: ['getSitewideBanners', body] as const,
    queryFn: async ({ signal }) => (await getSitewideBanners({ body, signal, throwOnError: true })).data,
    staleTime: CONTENT_STALE_TIME_MS,
  });
}

/** Promotion banners of one placement (home, plp, pdp, cart). */
export function promotionBannersQueryOptions(placement: BannerPlacement) {
  const body = { placement };
  return queryOptions({
    queryKey: ['getPromotionBanners', body] as const,
    queryFn: async ({ signal }) => (await getPromotionBanners({ body, signal, throwOnError: true })).data,
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
  const body = { handles: [...handles] };
  return queryOptions({
    queryKey: ['getListingProductsByHandles', body] as const,
    queryFn: async ({ signal }) =>
      (await getListingProductsByHandles({ body, signal, throwOnError: true })).data,
    staleTime: CONTENT_STALE_TIME_MS,
    enabled: handles.length > 0,
  });
}

/**
 * The server-side redirect for a path (SPEC §2), or null when the path is not redirected (the
 * API's 404). Any other failure is an error the caller treats as 'no redirect'.
 */
export function redirectLookupQueryOptions(path: string) {
  return queryOptions({
    queryKey: lookupRedirectQueryKey({ query: { path } }),
    queryFn: async ({ signal }): Promise<RedirectDto | null> => {
      try {
        return (await lookupRedirect({ query: { path }, signal, throwOnError: true })).data;
      } catch (error) {
        if (httpStatusOf(error) === 404) return null;
        throw error;
      }
    },
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
