/**
 * How much of the catalogue one search works through. Relevance ranks only this many matches
 * (the first of them in the featured order), and a search's count stops just past it, so a
 * search miss for a common word costs about the same at 100 products and at 100,000
 * (docs/decisions.md, 'Search ranks a bounded set of candidates'). Each candidate costs ~1 µs of
 * PostgreSQL (docs/perf.md): 500 keeps a grown catalogue's search within 1.5x of the seed's,
 * 1,000 did not reliably. It is six times the seed's whole catalogue, so there every match is
 * ranked and counted, as before; catalog-search-bounds.api.spec.ts holds that.
 */
export const SEARCH_CANDIDATE_LIMIT = 500;

/** A search's total as the answer gives it. */
export interface SearchTotal {
  total: number;
  /** More products than `total` match: counting stopped there. */
  totalIsLowerBound: boolean;
}

/**
 * The answer's total from a count that stopped at SEARCH_CANDIDATE_LIMIT + 1 rows: past the
 * limit the total is the limit, marked as a lower bound, which is also how many products a
 * relevance-ordered search pages through. A count taken without a cap reads the same way.
 */
export function boundedSearchTotal(counted: number): SearchTotal {
  return counted > SEARCH_CANDIDATE_LIMIT
    ? { total: SEARCH_CANDIDATE_LIMIT, totalIsLowerBound: true }
    : { total: counted, totalIsLowerBound: false };
}
