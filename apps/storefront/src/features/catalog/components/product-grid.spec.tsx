import { listProductsInfiniteQueryKey } from '@shop/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, jsonResponse } from '../../../testing/fake-api';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { productFixture, productPage } from '../../../testing/catalog-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { productListQueryOptions } from '../api/product-queries';
import { seedMerchandising } from '../testing/seed-catalog';
import { ProductGrid } from './product-grid';
import { apiError } from '../../../testing/query-errors';
import { headingOutline } from '../../../testing/heading-outline';

describe('ProductGrid', () => {
  let restoreApi: () => void = () => undefined;
  afterEach(() => restoreApi());

  async function seedFailedFirstPage() {
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    await queryClient
      .fetchInfiniteQuery({
        ...productListQueryOptions(),
        queryFn: () => Promise.reject(apiError(500)),
      })
      .catch(() => undefined);
    return queryClient;
  }

  it('shows an error with Retry when the first page fails', async () => {
    renderInRouter(<ProductGrid />, { queryClient: await seedFailedFirstPage() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the products. Please try again.",
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
  });

  it('loads the products again when Retry is pressed', async () => {
    const api = installFakeApi(() => jsonResponse(productPage([productFixture()], null)));
    restoreApi = api.restore;
    renderInRouter(<ProductGrid />, { queryClient: await seedFailedFirstPage() });

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    const url = new URL(api.requests[0].url);
    expect(url.pathname).toBe('/api/catalog/products');
    expect(url.searchParams.get('limit')).toBe('24');
    expect(url.searchParams.has('cursor')).toBe(false);
  });

  it("asks for the next page with the API's cursor when Load more is pressed", async () => {
    const api = installFakeApi(() =>
      jsonResponse(productPage([productFixture({ id: 'prod-2', title: 'Senior Turkey Stew' })], null)),
    );
    restoreApi = api.restore;
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    queryClient.setQueryData(listProductsInfiniteQueryKey({ query: { limit: 24 } }), {
      pages: [productPage([productFixture()], 'cursor-2')],
      pageParams: [{}],
    });
    renderInRouter(<ProductGrid />, { queryClient });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Senior Turkey Stew')).toBeInTheDocument();
    expect(screen.getByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
    const url = new URL(api.requests[0].url);
    expect(url.searchParams.get('cursor')).toBe('cursor-2');
    expect(url.searchParams.get('limit')).toBe('24');
  });

  it('keeps the loaded products and offers a retry when the next page fails', async () => {
    const api = installFakeApi(() =>
      jsonResponse({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Bad cursor' }, 400),
    );
    restoreApi = api.restore;
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    queryClient.setQueryData(listProductsInfiniteQueryKey({ query: { limit: 24 } }), {
      pages: [productPage([productFixture()], 'cursor-2')],
      pageParams: [{}],
    });
    renderInRouter(<ProductGrid />, { queryClient });

    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load more products.");
    expect(screen.getByText('Adult Chicken & Rice Recipe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it("titles its cards h3 under a heading of its own, so the outline never skips from the page's h1", async () => {
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    queryClient.setQueryData(listProductsInfiniteQueryKey({ query: { limit: 24 } }), {
      pages: [productPage([productFixture()], null)],
      pageParams: [{}],
    });
    renderInRouter(
      <>
        <h1>Shop Pet Nutrition</h1>
        <ProductGrid />
      </>,
      { queryClient },
    );

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Adult Chicken & Rice Recipe' }),
    ).toBeVisible();
    const region = screen.getByRole('region', { name: 'Products' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Products' }));
    expect(headingOutline().skips).toEqual([]);
  });
});
