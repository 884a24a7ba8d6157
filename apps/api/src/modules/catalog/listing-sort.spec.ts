import { LISTING_SORTS, resolveSort, sortSpecFor } from './listing-sort';

describe('sortSpecFor', () => {
  it.each([
    ['featured', 'featuredRank', 'asc'],
    ['price-asc', 'minPrice', 'asc'],
    ['price-desc', 'minPrice', 'desc'],
    ['title-asc', 'title', 'asc'],
    ['newest', 'publishedAt', 'desc'],
    ['relevance', 'rank', 'desc'],
  ] as const)('%s orders by %s %s', (sort, key, direction) => {
    expect(sortSpecFor(sort)).toEqual({ key, direction });
  });

  it('has a spec for every sort it accepts', () => {
    expect(LISTING_SORTS.every((sort) => sortSpecFor(sort) !== undefined)).toBe(true);
  });
});

describe('resolveSort', () => {
  it('defaults to featured without a query and relevance with one', () => {
    expect(resolveSort(undefined, false)).toBe('featured');
    expect(resolveSort(undefined, true)).toBe('relevance');
  });

  it('keeps an explicit sort, with or without a query', () => {
    expect(resolveSort('price-asc', true)).toBe('price-asc');
    expect(resolveSort('newest', false)).toBe('newest');
    expect(resolveSort('relevance', true)).toBe('relevance');
  });

  it('refuses relevance without a query', () => {
    expect(() => resolveSort('relevance', false)).toThrow(
      expect.objectContaining({ code: 'SORT_NEEDS_QUERY' }),
    );
  });
});
