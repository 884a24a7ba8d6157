import { resultCountText, type ListingCollection } from '@shop/catalog';
import { EmptyState, Button } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { httpStatusOf } from '../../../lib/api/api-error';
import { useSite } from '../../../lib/site/site-context';
import { PageHead } from '../../../lib/page-head/page-head';
import { listingFacetsQueryOptions } from '../api/listing-facet-queries';
import { useListingQueryChanges } from '../hooks/use-listing-query-changes';
import { useProductList } from '../hooks/use-product-list';
import {
  collectionHandle,
  countFilters,
  listingQueryString,
  type ListingQueryState,
} from '../model/listing-params';
import { selectedFilterValues, type SelectedFilterValue } from '../model/selected-filters';
import { ListingFilters } from './listing-filters';
import { ListingSort } from './listing-sort';
import { ListingSubcategories } from './listing-subcategories';
import { ProductResults } from './product-results';
import './product-listing.css';

export interface ProductListingProps {
  collection: ListingCollection;
  /** The filters and sort the route decided from the URL. */
  query: ListingQueryState;
  /** Fixed page title (e.g. 'Shop All Pet Food'); otherwise the API's title for the collection. */
  title?: string;
  /** Meta description of the page ('' for none). */
  description?: string;
  /** The trail above the heading (the route composes it from the navigation feature). */
  breadcrumbs?: ReactNode;
  /**
   * Under the cards (the route fills it with the listing's CMS content): below them, so content
   * that arrives late, or not at all, never moves the grid.
   */
  belowResults?: ReactNode;
  /** Rendered instead of the listing when the API does not know the collection. */
  notFound: ReactNode;
  /**
   * Told the listing's title, its filters-and-sort query and the chosen values with their labels
   * whenever they change, so the route can save them (SPEC §2 saved list filters).
   */
  onStateChange?: (state: { title: string; query: string; values: SelectedFilterValue[] }) => void;
}

/**
 * A product listing page (SPEC §2 PLP and CLP): heading, results count, sort, filter checkboxes with
 * counts from get-filters-by-handle, and the cards with 'Load more'. Filters and sort live in the
 * URL, so the page is shareable; the route reads them and passes them in.
 */
export function ProductListing({
  collection,
  query: state,
  title,
  description,
  breadcrumbs,
  belowResults,
  notFound,
  onStateChange,
}: ProductListingProps) {
  const { staff } = useSite();
  const { toggle, clear, setSort } = useListingQueryChanges(state);
  const listingQuery = useMemo(() => listingQueryString(state), [state]);
  const list = useProductList({ ...collection, ...state });
  const facets = useQuery(listingFacetsQueryOptions(collectionHandle(collection)));
  const heading = title ?? list.title ?? facets.data?.title ?? '';

  const facetList = facets.data?.facets;
  const values = useMemo(
    () => selectedFilterValues(facetList ?? [], state.filters),
    [facetList, state.filters],
  );
  useEffect(() => {
    if (heading) onStateChange?.({ title: heading, query: listingQuery, values });
  }, [heading, listingQuery, values, onStateChange]);

  if (httpStatusOf(list.error) === 404 || httpStatusOf(facets.error) === 404) return <>{notFound}</>;

  const chosen = countFilters(state.filters);
  const total = list.total;

  return (
    <div className="page product-listing">
      <PageHead title={heading || undefined} description={description} />
      {breadcrumbs}
      <div className="product-listing__heading">
        <h1 className="page__title">{heading || 'Products'}</h1>
        <p className="product-listing__count" role="status">
          {total === undefined ? '' : resultCountText(total, list.totalIsLowerBound)}
        </p>
      </div>
      <ListingSubcategories collection={collection} />
      <div className="product-listing__layout">
        <ListingFilters
          facets={facets.data?.facets ?? []}
          selected={state.filters}
          onToggle={toggle}
          onClear={clear}
        />
        <div className="product-listing__results">
          <div className="product-listing__toolbar">
            <ListingSort value={state.sort ?? 'featured'} onChange={setSort} hidePriceSorts={staff} />
          </div>
          <ProductResults
            {...list}
            empty={
              chosen > 0 ? (
                <EmptyState
                  headingLevel={3}
                  title="No products match these filters"
                  description="Try removing a filter to see more products."
                  action={<Button onClick={clear}>Clear all filters</Button>}
                />
              ) : (
                <EmptyState
                  headingLevel={3}
                  title="No products here yet"
                  description="Please check back soon."
                />
              )
            }
          />
        </div>
      </div>
      {belowResults}
    </div>
  );
}
