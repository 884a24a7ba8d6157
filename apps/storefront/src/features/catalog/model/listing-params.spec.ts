import { describe, expect, it } from 'vitest';
import {
  collectionHandle,
  countFilters,
  parseListingQuery,
  toggleFilter,
  withListingQuery,
} from './listing-params';

describe('listing query ↔ URL', () => {
  it('reads repeated filter parameters, sorted and de-duplicated, and a known sort', () => {
    const state = parseListingQuery(
      new URLSearchParams(
        'brand=wholesome-paws&brand=pet-nutrition&brand=pet-nutrition&size=15-lb&sort=price-asc',
      ),
    );
    expect(state).toEqual({
      filters: { brand: ['pet-nutrition', 'wholesome-paws'], size: ['15-lb'] },
      sort: 'price-asc',
    });
  });

  it('ignores unknown parameters, empty values and unknown sorts', () => {
    expect(parseListingQuery(new URLSearchParams('utm_source=x&brand=&sort=cheapest&sku=1'))).toEqual({
      filters: {},
    });
  });

  it('writes filters in a canonical order, keeps other parameters and leaves out the default sort', () => {
    const next = withListingQuery(new URLSearchParams('sku=600101&brand=old&cursor=abc'), {
      filters: { size: ['30-lb', '15-lb'], brand: ['pet-nutrition'] },
      sort: 'featured',
    });
    expect(next.toString()).toBe('sku=600101&brand=pet-nutrition&size=15-lb&size=30-lb');
  });

  it('round-trips', () => {
    const query = 'brand=pet-nutrition&lifeStage=adult&flavor=chicken&sort=newest';
    expect(
      withListingQuery(new URLSearchParams(), parseListingQuery(new URLSearchParams(query))).toString(),
    ).toBe(query);
  });

  it('toggles one value on and off and counts the chosen values', () => {
    const on = toggleFilter({ brand: ['pet-nutrition'] }, 'brand', 'wholesome-paws');
    expect(on).toEqual({ brand: ['pet-nutrition', 'wholesome-paws'] });
    expect(countFilters({ ...on, size: ['4-lb'] })).toBe(3);
    expect(toggleFilter({ brand: ['pet-nutrition'] }, 'brand', 'pet-nutrition')).toEqual({});
  });
});

describe('listing collection handle', () => {
  it("names the collection for get-filters-by-handle: 'all' or the path segments", () => {
    expect(collectionHandle({})).toBe('all');
    expect(collectionHandle({ species: 'dog', category: 'dry-food', detail: 'puppy' })).toBe(
      'dog/dry-food/puppy',
    );
    expect(collectionHandle({ species: 'cat', detail: 'kitten' })).toBe('cat/kitten');
  });
});
