import type { ContentPageDto, ProductDto, ProductPageDto, ProductReviewsDto } from '@shop/api-client';
import { isSpecies } from '@shop/catalog';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { productListQueryOptions } from '../features/catalog/api/product-queries';
import { productDetailQueryOptions } from '../features/catalog/api/product-detail-queries';
import {
  announcementsQueryOptions,
  footerQueryOptions,
  headerQueryOptions,
  pageByNameQueryOptions,
  pageBySlugQueryOptions,
  sitewideBannersQueryOptions,
} from '../features/content/api/content-queries';
import { HOME_PAGE_NAME } from '../features/content/model/page-slugs';
import { productReviewsQueryOptions } from '../features/reviews/api/product-reviews-queries';
import { siteQueryOptions } from '../lib/site/site-context';

/** The element the API writes the page's answers into (apps/api/src/storefront/first-view). */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/** The answers the API embeds in the shell, by the names it gives them. */
interface FirstViewData {
  site?: unknown;
  header?: unknown;
  footer?: unknown;
  announcements?: unknown;
  sitewideBanners?: unknown;
  homePage?: unknown;
  product?: { handle: string; answer: ProductDto };
  /** A consumer product's first page of reviews with its summary (the star summary, the JSON-LD). */
  reviews?: { handle: string; answer: ProductReviewsDto };
  listing?: { query: { species?: string }; answer: ProductPageDto };
  /** A content page's CMS answer, by the slug its route reads (CmsPage's pageBySlugQueryOptions). */
  contentPage?: { slug: string; answer: ContentPageDto };
}

/** Each frame answer's query: the very options the components read with, so the keys match. */
const FRAME_KEYS: Record<
  Exclude<keyof FirstViewData, 'product' | 'reviews' | 'listing' | 'contentPage'>,
  () => QueryKey
> = {
  site: () => siteQueryOptions().queryKey,
  header: () => headerQueryOptions().queryKey,
  footer: () => footerQueryOptions().queryKey,
  announcements: () => announcementsQueryOptions().queryKey,
  sitewideBanners: () => sitewideBannersQueryOptions().queryKey,
  homePage: () => pageByNameQueryOptions(HOME_PAGE_NAME).queryKey,
};

/**
 * Puts the answers the server embedded with the shell into the query cache before the first
 * render, so the first render has the site, its frame and the route's data and draws the page
 * whole (nothing arrives later to push it down) without asking the API for any of them again.
 * Returns whether there was anything; unreadable data is ignored (the app fetches as usual).
 */
export function seedFirstViewData(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(FIRST_VIEW_DATA_ID);
  if (!element?.textContent) return false;
  let data: FirstViewData;
  try {
    data = JSON.parse(element.textContent) as FirstViewData;
  } catch {
    return false;
  }
  if (!data || typeof data !== 'object') return false;
  for (const [name, key] of Object.entries(FRAME_KEYS)) {
    const answer = data[name as keyof typeof FRAME_KEYS];
    if (answer !== undefined) queryClient.setQueryData(key(), answer);
  }
  if (data.product && typeof data.product.handle === 'string') {
    queryClient.setQueryData(productDetailQueryOptions(data.product.handle).queryKey, data.product.answer);
  }
  if (data.reviews && typeof data.reviews.handle === 'string' && data.reviews.answer) {
    queryClient.setQueryData(productReviewsQueryOptions(data.reviews.handle).queryKey, data.reviews.answer);
  }
  if (data.listing && data.listing.answer) {
    const species = data.listing.query?.species;
    const options = productListQueryOptions(species && isSpecies(species) ? { species } : {});
    queryClient.setQueryData(options.queryKey, { pages: [data.listing.answer], pageParams: [{}] });
  }
  if (data.contentPage && typeof data.contentPage.slug === 'string' && data.contentPage.answer) {
    queryClient.setQueryData(pageBySlugQueryOptions(data.contentPage.slug).queryKey, data.contentPage.answer);
  }
  return true;
}
