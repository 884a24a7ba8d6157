import {
  fixDuplicatedProductsPath,
  isSpecies,
  listingCollectionOf,
  pageTypeFor,
  type ListingCollection,
  type PageType,
} from '@shop/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { listingFacetsQueryOptions } from '../features/catalog/api/listing-facet-queries';
import { productDetailQueryOptions } from '../features/catalog/api/product-detail-queries';
import { productListQueryOptions, searchResultsQueryOptions } from '../features/catalog/api/product-queries';
import {
  collectionHandle,
  parseListingQuery,
  productsSlug,
  type ListingQueryState,
} from '../features/catalog/model/listing-params';
import { taxonomyQueryOptions } from '../lib/taxonomy/taxonomy-queries';

/*
 * Loaders of the catalogue routes. Each decides once per navigation what the URL means (which
 * collection, filters and sort, which product, which search) and returns that decision, which
 * the pages read with useLoaderData. Only the small taxonomy may be awaited, to tell a life stage
 * from a category; the products, facets and details are prefetched with the very options the
 * components read, so a page renders its skeleton while they arrive. Kept apart from the pages so
 * the route table can hold them without pulling the pages into the entry chunk.
 */

/** A listing: the collection of its path narrowed by the filters and sort of its query. */
export interface ListingDecision {
  page: 'listing';
  collection: ListingCollection;
  query: ListingQueryState;
  /** SPEC §2 page type (PLP, CLP, SRP) for the breadcrumb trail. */
  pageType: PageType;
}

/** A product page: the handle of its path. */
export interface ProductDecision {
  page: 'product';
  handle: string;
  pageType: PageType;
}

/** A path of the catalogue's shape that names nothing (a non-species first segment). */
export interface NotFoundDecision {
  page: 'not-found';
}

export type CatalogDecision = ListingDecision | ProductDecision | NotFoundDecision;

/** The search results page: what was searched for (the ?search parameter). */
export interface SearchDecision {
  query: string;
}

/** SPEC §2: a path containing /products/products goes to the same path with one products segment. */
function duplicatedProductsRedirect(url: URL): Response | null {
  const fixed = fixDuplicatedProductsPath(url.pathname);
  return fixed === null ? null : redirect(`${fixed}${url.search}${url.hash}`);
}

/** The taxonomy's life stages; none when it cannot be loaded, so the segment reads as a category. */
async function lifeStageHandles(queryClient: QueryClient): Promise<string[]> {
  try {
    return (await queryClient.ensureQueryData(taxonomyQueryOptions())).lifeStages.map(
      (stage) => stage.handle,
    );
  } catch {
    return [];
  }
}

async function decideListing(
  queryClient: QueryClient,
  url: URL,
): Promise<ListingDecision | NotFoundDecision> {
  const segments = productsSlug(url.pathname);
  // Only /products/{species}/{segment} is ambiguous: /products/dog/puppy names a life stage.
  const collection = listingCollectionOf(
    segments,
    segments.length === 2 ? await lifeStageHandles(queryClient) : [],
  );
  if (!collection) return { page: 'not-found' };
  const query = parseListingQuery(url.searchParams);
  void queryClient.prefetchInfiniteQuery(productListQueryOptions({ ...collection, ...query }));
  void queryClient.prefetchQuery(listingFacetsQueryOptions(collectionHandle(collection)));
  void queryClient.prefetchQuery(taxonomyQueryOptions());
  return { page: 'listing', collection, query, pageType: pageTypeFor(url.pathname, url.search) };
}

function decideProduct(queryClient: QueryClient, url: URL, handle: string): ProductDecision {
  void queryClient.prefetchQuery(productDetailQueryOptions(handle));
  return { page: 'product', handle, pageType: pageTypeFor(url.pathname, url.search) };
}

/** /products and /products/{species}/{category?}/{detail?}. */
export function listingLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return duplicatedProductsRedirect(url) ?? decideListing(queryClient, url);
  };
}

/** The product detail routes; the handle is the :handle param. */
export function productDetailLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return duplicatedProductsRedirect(url) ?? decideProduct(queryClient, url, params.handle ?? '');
  };
}

/** /products/{segment}: a species listing when the segment is a species (dog, cat), else a product. */
export function productOrCategoryLoader(queryClient: QueryClient) {
  const listing = listingLoader(queryClient);
  return (args: LoaderFunctionArgs) => {
    const slug = args.params.slug ?? '';
    if (isSpecies(slug)) return listing(args);
    const url = new URL(args.request.url);
    return duplicatedProductsRedirect(url) ?? decideProduct(queryClient, url, slug);
  };
}

/** /products/products and anything below it. */
export function duplicatedProductsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return duplicatedProductsRedirect(url) ?? redirect('/products');
}

/** /search?search=…. */
export function searchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): SearchDecision => {
    const query = new URL(request.url).searchParams.get('search')?.trim() ?? '';
    if (query) void queryClient.prefetchInfiniteQuery(searchResultsQueryOptions(query));
    return { query };
  };
}
