import { fixDuplicatedProductsPath, isSpecies } from '@shop/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { listingFacetsQueryOptions } from '../features/catalog/api/listing-facet-queries';
import { taxonomyQueryOptions } from '../lib/taxonomy/taxonomy-queries';
import { productDetailQueryOptions } from '../features/catalog/api/product-detail-queries';
import { productListQueryOptions, searchResultsQueryOptions } from '../features/catalog/api/product-queries';
import { productsSlug } from '../features/catalog/hooks/use-variant-selection';
import {
  collectionHandle,
  listingCollectionOf,
  parseListingQuery,
} from '../features/catalog/model/listing-params';

/*
 * Loaders of the catalogue routes. They start the pages' queries (with the very options the
 * components read) and return at once, so a page renders its skeleton while data arrives instead
 * of waiting on a blank screen. Kept apart from the page components so the route table can hold
 * them without pulling the pages into the entry chunk.
 */

/** SPEC §2: a path containing /products/products goes to the same path with one products segment. */
function duplicatedProductsRedirect(url: URL): Response | null {
  const fixed = fixDuplicatedProductsPath(url.pathname);
  return fixed === null ? null : redirect(`${fixed}${url.search}${url.hash}`);
}

function prefetchListing(queryClient: QueryClient, url: URL): void {
  const segments = productsSlug(url.pathname);
  const state = parseListingQuery(url.searchParams);
  const taxonomy = taxonomyQueryOptions();
  // A taxonomy that failed to load is not asked for again here: the page falls back without it.
  const usable = queryClient.getQueryState(taxonomy.queryKey)?.status !== 'error';
  if (usable && segments.length !== 2) void queryClient.prefetchQuery(taxonomy);
  const lifeStages = async () =>
    usable && segments.length === 2
      ? (await queryClient.ensureQueryData(taxonomy)).lifeStages.map((stage) => stage.handle)
      : [];
  void lifeStages()
    .then((stages) => {
      const collection = listingCollectionOf(segments, stages);
      if (!collection) return;
      void queryClient.prefetchInfiniteQuery(productListQueryOptions({ ...collection, ...state }));
      void queryClient.prefetchQuery(listingFacetsQueryOptions(collectionHandle(collection)));
    })
    .catch(() => undefined); // The page shows the failure with a Retry.
}

/** /products and /products/{species}/{category?}/{detail?}. */
export function listingLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const fix = duplicatedProductsRedirect(url);
    if (fix) return fix;
    prefetchListing(queryClient, url);
    return null;
  };
}

/** The product detail routes; the handle is the :handle param (or :slug on /products/{handle}). */
export function productDetailLoader(queryClient: QueryClient) {
  return ({ request, params }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const fix = duplicatedProductsRedirect(url);
    if (fix) return fix;
    const handle = params.handle ?? params.slug;
    if (handle) void queryClient.prefetchQuery(productDetailQueryOptions(handle));
    return null;
  };
}

/** /products/{segment}: a species listing or a product, as the component decides too. */
export function productOrCategoryLoader(queryClient: QueryClient) {
  const listing = listingLoader(queryClient);
  const detail = productDetailLoader(queryClient);
  return (args: LoaderFunctionArgs) => (isSpecies(args.params.slug ?? '') ? listing(args) : detail(args));
}

/** /products/products and anything below it. */
export function duplicatedProductsLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return duplicatedProductsRedirect(url) ?? redirect('/products');
}

/** /search?search=…. */
export function searchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    const query = new URL(request.url).searchParams.get('search')?.trim() ?? '';
    if (query) void queryClient.prefetchInfiniteQuery(searchResultsQueryOptions(query));
    return null;
  };
}
