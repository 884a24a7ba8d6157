import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetNavigationTracking, saveListFilters, trackNavigation } from '../state/navigation-storage';
import { useSavedFiltersRestore } from './use-list-filter-memory';
import { useSavedListFilters } from './use-navigation-state';

const FILTERS = {
  path: '/products/dog/dry-food',
  query: 'brand=pet-nutrition',
  values: [{ facet: 'brand', value: 'pet-nutrition', label: 'Pet Nutrition' }],
};

/** Shows the saved filters, as breadcrumbs and filter chips do, in the layout around every page. */
function SavedFiltersShown() {
  const saved = useSavedListFilters();
  return <p>{saved ? `saved: ${saved.query}` : 'nothing saved'}</p>;
}

function Listing() {
  const restoreTo = useSavedFiltersRestore(false);
  return <p>{restoreTo ? `restore to ${restoreTo}` : 'listing as asked'}</p>;
}

describe('useSavedFiltersRestore', () => {
  beforeEach(() => {
    window.localStorage.clear();
    resetNavigationTracking();
  });
  afterEach(() => vi.restoreAllMocks());

  it('applies the clearing rule on arrival without updating other components while rendering', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    trackNavigation({ key: 'a', pathname: '/products/pet-nutrition/some-food/chicken/4-lb', search: '' });
    saveListFilters(FILTERS);
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <SavedFiltersShown />
              <Outlet />
            </>
          ),
          children: [
            { path: '/start', element: <p>start</p> },
            { path: '/products', element: <Listing /> },
          ],
        },
      ],
      { initialEntries: ['/start'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('saved: brand=pet-nutrition')).toBeInTheDocument();

    // PDP → PLP clears the saved filters (SPEC §2), decided while the listing renders.
    await act(() => router.navigate('/products'));
    expect(await screen.findByText('nothing saved')).toBeInTheDocument();
    expect(screen.getByText('listing as asked')).toBeInTheDocument();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Cannot update a component/);
  });
});
