import { listProductsInfiniteQueryKey, type CollectionFiltersDto } from '@shop/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoaderData } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../../testing/test-query-client';
import { productFixture, productPage } from '../../../testing/catalog-fixtures';
import { renderInRouter } from '../../../testing/render-in-router';
import { seedTaxonomy } from '../../../testing/taxonomy-fixtures';
import { listingFacetsQueryOptions } from '../api/listing-facet-queries';
import { listProductsQuery } from '../api/product-queries';
import type { ListingCollection } from '@shop/catalog';
import { parseListingQuery, type ListingQueryState } from '../model/listing-params';
import { seedMerchandising } from '../testing/seed-catalog';
import { ProductListing } from './product-listing';
import { apiError } from '../../../testing/query-errors';
import { headingOutline } from '../../../testing/heading-outline';

const DRY = { species: 'dog', category: 'dry-food' } as const satisfies ListingCollection;

const FACETS: CollectionFiltersDto = {
  handle: 'dog/dry-food',
  title: 'Dog Dry Food',
  facets: [
    {
      key: 'brand',
      label: 'Brand',
      values: [
        { value: 'pet-nutrition', label: 'Pet Nutrition', count: 21 },
        { value: 'wholesome-paws', label: 'Wholesome Paws', count: 1 },
      ],
    },
    { key: 'foodForm', label: 'Food Form', values: [{ value: 'dry-food', label: 'Dry Food', count: 22 }] },
    {
      key: 'size',
      label: 'Size',
      values: [
        { value: '15-lb', label: '15 lb', count: 15 },
        { value: '30-lb', label: '30 lb', count: 12 },
      ],
    },
  ],
};

function seedListing(state: ListingQueryState, total = 2) {
  const queryClient = createTestQueryClient();
  seedMerchandising(queryClient);
  queryClient.setQueryData(listingFacetsQueryOptions('dog/dry-food').queryKey, FACETS);
  queryClient.setQueryData(listProductsInfiniteQueryKey({ query: listProductsQuery({ ...DRY, ...state }) }), {
    pages: [
      productPage([productFixture(), productFixture({ id: 'prod-2', title: 'Senior Dry Dog Food' })], null, {
        total,
        title: 'Dog Dry Food',
      }),
    ],
    pageParams: [{}],
  });
  return queryClient;
}

/** The listing as its route shows it: with the filters and sort decided from the URL by a loader. */
function ListingAtUrl({ onStateChange }: { onStateChange: () => void }) {
  const query = useLoaderData<ListingQueryState>();
  return (
    <ProductListing collection={DRY} query={query} notFound={<p>Not here</p>} onStateChange={onStateChange} />
  );
}

function renderListing(path: string, queryClient = seedListing({ filters: {} }), onStateChange = vi.fn()) {
  const view = renderInRouter(<ListingAtUrl onStateChange={onStateChange} />, {
    path,
    queryClient,
    loader: ({ request }) => parseListingQuery(new URL(request.url).searchParams),
  });
  return { ...view, onStateChange };
}

describe('ProductListing', () => {
  it('keeps the heading outline in order: the h1, the filters and the products h2s, the cards h3s', async () => {
    renderListing('/products/dog/dry-food');
    await screen.findByRole('heading', { level: 3, name: 'Senior Dry Dog Food' });
    const { outline, skips } = headingOutline();
    expect(outline.slice(0, 4)).toEqual([
      'h1 Dog Dry Food',
      'h2 Filters',
      'h2 Products',
      'h3 Adult Chicken & Rice Recipe',
    ]);
    expect(skips).toEqual([]);
  });

  it("titles the page with the API's listing title and says how many products there are", async () => {
    renderListing('/products/dog/dry-food');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dog Dry Food | Shop Pet Nutrition'));
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers a checkbox with its count per facet value, leaving out facets without a choice', async () => {
    renderListing('/products/dog/dry-food');
    const brand = await screen.findByRole('group', { name: 'Brand' });
    expect(within(brand).getByRole('checkbox', { name: 'Pet Nutrition (21 products)' })).not.toBeChecked();
    expect(within(brand).getByRole('checkbox', { name: 'Wholesome Paws (1 product)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Food Form' })).not.toBeInTheDocument();
  });

  it('shows the filters and sort the route read from the URL as chosen', async () => {
    const state: ListingQueryState = {
      filters: { brand: ['wholesome-paws'], size: ['15-lb'] },
      sort: 'price-asc',
    };
    renderListing(
      '/products/dog/dry-food?brand=wholesome-paws&size=15-lb&sort=price-asc',
      seedListing(state),
    );
    expect(await screen.findByRole('checkbox', { name: /Wholesome Paws/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^15 lb/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Pet Nutrition/ })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('puts a ticked filter in the URL, keeping the others, and removes it when unticked', async () => {
    const { router } = renderListing(
      '/products/dog/dry-food?size=15-lb&utm_source=mail',
      seedListing({ filters: { size: ['15-lb'] } }),
    );
    const brand = await screen.findByRole('checkbox', { name: /Wholesome Paws/ });
    await userEvent.click(brand);
    // Ticked once the route has decided the new URL.
    await waitFor(() => expect(brand).toBeChecked());
    expect(router.state.location.search).toBe('?utm_source=mail&brand=wholesome-paws&size=15-lb');

    await userEvent.click(screen.getByRole('checkbox', { name: /^15 lb/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?utm_source=mail&brand=wholesome-paws'));
  });

  it('puts the sort in the URL and leaves the default out', async () => {
    const { router } = renderListing('/products/dog/dry-food');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Price: High to Low',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price-desc'));
  });

  it('clears every filter at once', async () => {
    const state: ListingQueryState = { filters: { brand: ['pet-nutrition'], size: ['30-lb'] } };
    const { router } = renderListing(
      '/products/dog/dry-food?brand=pet-nutrition&size=30-lb',
      seedListing(state),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('tells the route its title, filters query and the chosen values with their labels', async () => {
    const state: ListingQueryState = { filters: { brand: ['wholesome-paws'] } };
    const { onStateChange } = renderListing(
      '/products/dog/dry-food?brand=wholesome-paws',
      seedListing(state),
    );
    await waitFor(() =>
      expect(onStateChange).toHaveBeenLastCalledWith({
        title: 'Dog Dry Food',
        query: 'brand=wholesome-paws',
        values: [{ facet: 'brand', value: 'wholesome-paws', label: 'Wholesome Paws' }],
      }),
    );
  });

  it('says when no product matches the filters and offers to clear them', async () => {
    const state: ListingQueryState = { filters: { brand: ['wholesome-paws'], size: ['30-lb'] } };
    const queryClient = seedListing(state);
    queryClient.setQueryData(
      listProductsInfiniteQueryKey({ query: listProductsQuery({ ...DRY, ...state }) }),
      {
        pages: [productPage([], null, { total: 0, title: 'Dog Dry Food' })],
        pageParams: [{}],
      },
    );
    const { router } = renderListing('/products/dog/dry-food?brand=wholesome-paws&size=30-lb', queryClient);
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('links one level down the taxonomy: a category offers its life stages', async () => {
    const queryClient = seedListing({ filters: {} });
    seedTaxonomy(queryClient);
    renderListing('/products/dog/dry-food', queryClient);
    const nav = await screen.findByRole('navigation', { name: 'Shop by life stage' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/dog/dry-food/puppy']);
    expect(within(nav).getByRole('link', { name: 'Puppy' })).toBeInTheDocument();
  });

  it('shows the not-found content when the API does not know the collection', async () => {
    const queryClient = createTestQueryClient();
    seedMerchandising(queryClient);
    await queryClient
      .fetchInfiniteQuery({
        queryKey: listProductsInfiniteQueryKey({ query: listProductsQuery(DRY) }),
        queryFn: () => Promise.reject(apiError(404, 'COLLECTION_NOT_FOUND')),
        initialPageParam: {},
      })
      .catch(() => undefined);
    renderListing('/products/dog/dry-food', queryClient);
    expect(await screen.findByText('Not here')).toBeInTheDocument();
  });
});
