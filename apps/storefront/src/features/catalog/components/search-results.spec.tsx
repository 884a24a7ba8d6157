import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productFixture, productPage } from '../../../testing/catalog-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { searchResultsQueryOptions } from '../api/product-queries';
import { seedMerchandising } from '../testing/seed-catalog';
import { SearchResults } from './search-results';

function renderSearch(q: string, page: ReturnType<typeof productPage>) {
  const queryClient = createTestQueryClient();
  seedMerchandising(queryClient);
  queryClient.setQueryData(searchResultsQueryOptions(q).queryKey, { pages: [page], pageParams: [{}] });
  return renderInRouter(<SearchResults query={q} />, { path: `/search?search=${q}`, queryClient });
}

describe('SearchResults', () => {
  it('says how many products match when the count is exact', async () => {
    renderSearch('bison', productPage([productFixture()], null, { total: 1 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “bison”' }),
    ).toBeVisible();
    expect(screen.getByText('1 product')).toHaveClass('product-listing__count');
  });

  it("says '500+' when the API stopped counting at its limit, never a precise number", async () => {
    const page = productPage([productFixture()], 'next', { total: 500, totalIsLowerBound: true });
    renderSearch('chicken', page);
    expect(await screen.findByText('500+ products')).toHaveClass('product-listing__count');
  });
});
