import { listProductsInfiniteQueryKey, type ListProductsResponse } from '@shop/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productListQueryOptions } from '../features/catalog/api/product-queries';
import { createTestQueryClient, productFixture, productPage, renderApp } from '../testing/render-app';

/** Seeds the first product page under the generated key the grid must read: limit 24, no cursor. */
function seedProducts(page: ListProductsResponse) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(listProductsInfiniteQueryKey({ query: { limit: 24 } }), {
    pages: [page],
    pageParams: [{}],
  });
  return queryClient;
}

describe('HomeRoute', () => {
  it('shows a skeleton while products load, then the products', async () => {
    const queryClient = createTestQueryClient();
    let resolvePage: (page: ListProductsResponse) => void = () => undefined;
    // An in-flight request for the list: the route's prefetch and the grid join it instead of fetching.
    void queryClient.fetchInfiniteQuery({
      ...productListQueryOptions(),
      queryFn: () => new Promise<ListProductsResponse>((resolve) => (resolvePage = resolve)),
    });

    renderApp('/', { queryClient });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Shop Pet Nutrition' });
    expect(heading).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Products' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.queryByText('Adult Chicken & Rice Recipe')).not.toBeInTheDocument();

    resolvePage(
      productPage([productFixture(), productFixture({ id: 'prod-2', title: 'Kitten Salmon Pâté' })]),
    );

    expect(await screen.findByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.getByText('Kitten Salmon Pâté')).toBeInTheDocument();
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(2);
    expect(document.title).toBe('Shop Pet Nutrition');
  });

  it('reads the first page of 24 from the generated query key and offers Load more when there is a cursor', async () => {
    renderApp('/', { queryClient: seedProducts(productPage([productFixture()], 'cursor-2')) });

    expect(await screen.findByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.getByText('$54.99')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('offers no Load more on the last page', async () => {
    renderApp('/', { queryClient: seedProducts(productPage([productFixture()], null)) });

    expect(await screen.findByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No products yet' for an empty catalogue", async () => {
    renderApp('/', { queryClient: seedProducts(productPage([], null)) });

    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
  });

  it('titles the page with the staff site name and hides prices there', async () => {
    renderApp('/', { siteId: 'HPSF', queryClient: seedProducts(productPage([productFixture()], null)) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Staff Feeding' })).toBeInTheDocument();
    expect(screen.getByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.queryByText('$54.99')).not.toBeInTheDocument();
    expect(document.title).toBe('Pro Staff Feeding');
  });
});
