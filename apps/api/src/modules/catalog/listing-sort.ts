import { BadRequestError } from '../../platform/errors/app-error';

export const LISTING_SORTS = [
  'featured',
  'price-asc',
  'price-desc',
  'title-asc',
  'newest',
  'relevance',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** The product value a sort orders by; ties are always broken by handle, ascending. */
export type SortKey = 'featuredRank' | 'minPrice' | 'title' | 'publishedAt' | 'rank';

export interface SortSpec {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const SPECS: Record<ListingSort, SortSpec> = {
  featured: { key: 'featuredRank', direction: 'asc' },
  'price-asc': { key: 'minPrice', direction: 'asc' },
  'price-desc': { key: 'minPrice', direction: 'desc' },
  'title-asc': { key: 'title', direction: 'asc' },
  newest: { key: 'publishedAt', direction: 'desc' },
  relevance: { key: 'rank', direction: 'desc' },
};

/** Prices sort by the lowest variant price, the 'from' price a card shows. */
export function sortSpecFor(sort: ListingSort): SortSpec {
  return SPECS[sort];
}

/**
 * The sort a listing uses: the one asked for, else relevance when there is a query and the
 * featured order otherwise. Relevance without a query has nothing to rank by.
 */
export function resolveSort(sort: ListingSort | undefined, hasQuery: boolean): ListingSort {
  const chosen = sort ?? (hasQuery ? 'relevance' : 'featured');
  if (chosen === 'relevance' && !hasQuery) {
    throw new BadRequestError('SORT_NEEDS_QUERY', "sort 'relevance' needs a search query q");
  }
  return chosen;
}
