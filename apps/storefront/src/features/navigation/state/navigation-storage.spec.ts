import { beforeEach, describe, expect, it } from 'vitest';
import {
  NAVIGATION_STORAGE_KEYS as KEYS,
  readLastBreadcrumbClick,
  readLastSearchQuery,
  readPageTypes,
  readSavedListFilters,
  recordBreadcrumbClick,
  resetNavigationTracking,
  saveLastSearchQuery,
  saveListFilters,
  trackNavigation,
} from './navigation-storage';

let step = 0;
function visit(url: string) {
  const [pathname, search = ''] = url.split('?');
  step += 1;
  return trackNavigation({ key: `k${step}`, pathname, search: search ? `?${search}` : '' });
}

const FILTERS = {
  path: '/products/dog/dry-food',
  query: 'brand=pet-nutrition',
  values: [{ facet: 'brand', value: 'pet-nutrition', label: 'Pet Nutrition' }],
};

describe('page-type tracking and saved-filter clearing (SPEC §2)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetNavigationTracking();
  });

  it('keeps the previous and current page type in local storage', () => {
    expect(visit('/')).toBe('HOME');
    expect(visit('/products/dog/dry-food')).toBe('CLP');
    expect(readPageTypes()).toEqual({ previous: 'HOME', current: 'CLP' });
    visit('/products/pet-nutrition/some-food/chicken/4-lb');
    expect(readPageTypes()).toEqual({ previous: 'CLP', current: 'PDP' });
    expect(window.localStorage.getItem(KEYS.currentPageType)).toBe('PDP');
  });

  it('records each navigation once, however often it is reported', () => {
    visit('/products');
    const location = { key: 'same', pathname: '/products/dog', search: '' };
    trackNavigation(location);
    trackNavigation(location);
    expect(readPageTypes()).toEqual({ previous: 'PLP', current: 'CLP' });
  });

  it('keeps saved filters between a category page and its products', () => {
    visit('/products/dog/dry-food');
    saveListFilters(FILTERS);
    visit('/products/pet-nutrition/some-food/chicken/4-lb');
    visit('/products/dog/dry-food');
    expect(readSavedListFilters()).toEqual(FILTERS);
  });

  it('clears saved filters and search moving between a product page and the product list', () => {
    visit('/products/pet-nutrition/some-food/chicken/4-lb');
    saveListFilters(FILTERS);
    saveLastSearchQuery('chicken');
    visit('/products');
    expect(readSavedListFilters()).toBeNull();
    expect(readLastSearchQuery()).toBe('');
  });

  it('clears them between a category page and the list, either way', () => {
    visit('/products');
    saveListFilters(FILTERS);
    visit('/products/dog');
    expect(readSavedListFilters()).toBeNull();
  });

  it('clears the search when leaving the results, not while searching again', () => {
    visit('/search?search=chicken');
    saveLastSearchQuery('chicken');
    visit('/search?search=lamb');
    expect(readLastSearchQuery()).toBe('chicken');
    visit('/products/dog');
    expect(readLastSearchQuery()).toBe('');
  });

  it('keeps them when the shopper followed a breadcrumb, and uses the click up', () => {
    visit('/products/pet-nutrition/some-food/chicken/4-lb');
    saveListFilters(FILTERS);
    recordBreadcrumbClick({ label: 'All Products', href: '/products' });
    visit('/products');
    expect(readSavedListFilters()).toEqual(FILTERS);
    expect(readLastBreadcrumbClick()).toBeNull();

    visit('/products/pet-nutrition/some-food/chicken/4-lb');
    visit('/products');
    expect(readSavedListFilters()).toBeNull();
  });

  it('survives unreadable stored values', () => {
    window.localStorage.setItem(KEYS.savedListFilters, '{not json');
    window.localStorage.setItem(KEYS.currentPageType, 'Nonsense');
    expect(readSavedListFilters()).toBeNull();
    expect(visit('/products')).toBe('PLP');
    expect(readPageTypes()).toEqual({ previous: null, current: 'PLP' });
  });

  it('ignores stored values of the wrong shape', () => {
    window.localStorage.setItem(
      KEYS.savedListFilters,
      JSON.stringify({ path: '/products/dog', query: 'brand=x', values: [{ facet: 'brand', value: 'x' }] }),
    );
    window.localStorage.setItem(KEYS.lastBreadcrumbClick, JSON.stringify({ label: 'Dog', href: 42 }));
    expect(readSavedListFilters()).toBeNull();
    expect(readLastBreadcrumbClick()).toBeNull();
  });
});
