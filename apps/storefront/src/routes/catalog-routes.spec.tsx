import { getProductByHandleQueryKey, listProductsInfiniteQueryKey, type ProductDto } from '@shop/api-client';
import { withRegisteredStaff } from '../testing/account-fixtures';
import type { StockStatus } from '@shop/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingFacetsQueryOptions } from '../features/catalog/api/listing-facet-queries';
import { listProductsQuery, productListQueryOptions } from '../features/catalog/api/product-queries';
import type { ListingCollection } from '@shop/catalog';
import { seedMerchandising } from '../features/catalog/testing/seed-catalog';
import {
  estimatedDeliveryQueryOptions,
  productsStockQueryOptions,
  stateByZipQueryOptions,
} from '../features/location/api/location-queries';
import { resetUserLocation, seedDeliveryEstimate } from '../features/location/testing/location-test-state';
import { resetNavigationTracking, saveListFilters } from '../features/navigation/state/navigation-storage';
import { errorResponse, installFakeApi, jsonResponse } from '../testing/fake-api';
import { createTestQueryClient } from '../testing/test-query-client';
import { productFixture, productPage, variantFixture } from '../testing/catalog-fixtures';
import { neverSettles } from '../testing/query-errors';
import { renderApp } from '../testing/render-app';
import { seedTaxonomy, taxonomyFixture } from '../testing/taxonomy-fixtures';

const ZIP = '80011';
const variantPath = '/products/pet-nutrition/adult-chicken-rice/chicken-and-rice/30-lb';

const small = variantFixture({
  sku: 'SKU-4',
  variantURL: 'pet-nutrition/adult-chicken-rice/chicken-and-rice/4-lb',
  selectedOptions: [
    { name: 'Flavor', value: 'Chicken & Rice' },
    { name: 'Size', value: '4 lb' },
  ],
  price: { amount: '22.99', currencyCode: 'USD' },
  weight: 4,
});
const large = variantFixture({
  sku: 'SKU-30',
  variantURL: 'pet-nutrition/adult-chicken-rice/chicken-and-rice/30-lb',
  selectedOptions: [
    { name: 'Flavor', value: 'Chicken & Rice' },
    { name: 'Size', value: '30 lb' },
  ],
  price: { amount: '54.99', currencyCode: 'USD' },
});
const listed = productFixture({ variants: [small, large] });
const { priceRange: _priceRange, ...detail } = listed;
const product: ProductDto = detail;

function seedLocation(queryClient: QueryClient, skus: string[], stock: Record<string, StockStatus> = {}) {
  queryClient.setQueryData(productsStockQueryOptions(ZIP, skus).queryKey, {
    zipCode: ZIP,
    destination: 'HOME',
    data: skus.map((sku) => ({
      sku,
      in_stock: (stock[sku] ?? 'IN') !== 'OUT',
      stock_status: stock[sku] ?? 'IN',
      warehouse: 'DEN',
    })),
  });
  seedDeliveryEstimate(queryClient, { zipCode: ZIP });
}

function seedListingPage(collection: ListingCollection, handle: string, title: string, query = {}) {
  const queryClient = createTestQueryClient();
  seedMerchandising(queryClient);
  seedLocation(queryClient, ['SKU-4', 'SKU-30']);
  queryClient.setQueryData(listingFacetsQueryOptions(handle).queryKey, { handle, title, facets: [] });
  queryClient.setQueryData(
    listProductsInfiniteQueryKey({ query: listProductsQuery({ ...collection, filters: {}, ...query }) }),
    { pages: [productPage([listed], null, { total: 1, title })], pageParams: [{}] },
  );
  return queryClient;
}

function seedProductPage(handle = product.handle, stock: Record<string, StockStatus> = {}) {
  const queryClient = createTestQueryClient();
  seedMerchandising(queryClient);
  seedLocation(queryClient, ['SKU-4', 'SKU-30'], stock);
  queryClient.setQueryData(getProductByHandleQueryKey({ query: { handle } }), product);
  return queryClient;
}

/** The JSON-LD documents on the page, parsed. */
function structuredData(): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? 'null') as
      Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

function canonicalHref(): string | null {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

describe('catalogue routes', () => {
  // Load the lazy page modules once up front, so the first test does not time out on the import.
  beforeAll(async () => {
    await Promise.all([
      import('./products.route'),
      import('./category-listing.route'),
      import('./product-detail.route'),
      import('./product-or-category.route'),
      import('./search.route'),
      import('./not-found.route'),
    ]);
  });

  let restoreApi: () => void = () => undefined;
  afterEach(() => {
    restoreApi();
    restoreApi = () => undefined;
    vi.restoreAllMocks();
  });

  beforeEach(() => {
    window.localStorage.clear();
    resetNavigationTracking();
    resetUserLocation();
  });

  describe('/products', () => {
    it("is titled 'Shop All Pet Food' with an empty description and lists the products", async () => {
      renderApp('/products', { queryClient: seedListingPage({}, 'all', 'Shop All Pet Food') });
      expect(await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Shop All Pet Food | Shop Pet Nutrition'));
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('');
      expect(await screen.findByRole('link', { name: 'Adult Chicken & Rice Recipe' })).toHaveAttribute(
        'href',
        '/products/pet-nutrition/adult-chicken-rice/chicken-and-rice/4-lb?sku=SKU-4',
      );
    });

    it('keeps only whitelisted parameters in the canonical link', async () => {
      renderApp('/products?sku=SKU-30&utm_source=mail', {
        queryClient: seedListingPage({}, 'all', 'Shop All Pet Food'),
      });
      await screen.findByRole('heading', { level: 1, name: 'Shop All Pet Food' });
      await waitFor(() => expect(canonicalHref()).toBe('http://localhost:3000/products?sku=SKU-30'));
    });

    it('shows the delivery estimate for the guest ZIP on the cards', async () => {
      renderApp('/products', { queryClient: seedListingPage({}, 'all', 'Shop All Pet Food') });
      expect(await screen.findByText('Estimated delivery Tuesday, November 24 to 80011')).toBeInTheDocument();
    });
  });

  it('redirects a path containing /products/products to the same path with one products segment', async () => {
    const { router } = renderApp('/products/products/dog/dry-food?brand=pet-nutrition', {
      queryClient: seedListingPage({ species: 'dog', category: 'dry-food' }, 'dog/dry-food', 'Dog Dry Food', {
        filters: { brand: ['pet-nutrition'] },
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/dog/dry-food'));
    expect(router.state.location.search).toBe('?brand=pet-nutrition');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeInTheDocument();
  });

  it('treats /products/{species} as a listing and /products/{handle} as a product', async () => {
    const { unmount } = renderApp('/products/dog', {
      queryClient: seedListingPage({ species: 'dog' }, 'dog', 'Dog Food'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dog Food' })).toBeInTheDocument();
    unmount();

    renderApp(`/products/${product.handle}`, { queryClient: seedProductPage() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' }),
    ).toBeInTheDocument();
  });

  describe('analytics (SPEC §2 page views, GA4 list and item views)', () => {
    beforeEach(() => {
      delete window.dataLayer;
    });
    const pushed = (event: string) =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === event) as {
        page_type?: string;
        ecommerce?: { item_list_id?: string; items: { item_id: string; index: number }[] };
      }[];

    it('a listing pushes its page view and the products shown as a list view', async () => {
      renderApp('/products/dog', { queryClient: seedListingPage({ species: 'dog' }, 'dog', 'Dog Food') });
      await screen.findByRole('heading', { level: 1, name: 'Dog Food' });
      await waitFor(() => expect(pushed('view_item_list')).toHaveLength(1));
      expect(pushed('page_view').map((entry) => entry.page_type)).toEqual(['CLP']);
      expect(pushed('view_item_list')[0].ecommerce).toMatchObject({
        item_list_id: 'dog',
        item_list_name: 'Dog Food',
        items: [{ item_id: 'SKU-4', index: 0 }],
      });
    });

    it('a product page pushes its page view and the variant shown as an item view', async () => {
      renderApp('/products/pet-nutrition/adult-chicken-rice/chicken-and-rice/30-lb', {
        queryClient: seedProductPage(),
      });
      await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' });
      await waitFor(() => expect(pushed('view_item')).toHaveLength(1));
      expect(pushed('page_view').map((entry) => entry.page_type)).toEqual(['PDP']);
      expect(pushed('view_item')[0].ecommerce?.items[0].item_id).toBe('SKU-30');
    });

    it('the staff site reports the list view but pushes no page view', async () => {
      const queryClient = seedListingPage({ species: 'dog' }, 'dog', 'Dog Food');
      withRegisteredStaff(queryClient);
      renderApp('/products/dog', { siteId: 'HPSF', queryClient });
      await screen.findByRole('heading', { level: 1, name: 'Dog Food' });
      await waitFor(() => expect(pushed('view_item_list')).toHaveLength(1));
      expect(pushed('page_view')).toEqual([]);
    });
  });

  describe('decided once per navigation by the loader', () => {
    it('reads /products/{species}/{segment} as a life stage when the taxonomy lists it', async () => {
      const queryClient = seedListingPage({ species: 'dog', detail: 'puppy' }, 'dog/puppy', 'Puppy Food');
      seedTaxonomy(queryClient, {
        ...taxonomyFixture(),
        lifeStages: [{ species: 'dog', handle: 'puppy', label: 'Puppy' }],
      });
      renderApp('/products/dog/puppy', { queryClient });
      expect(await screen.findByRole('heading', { level: 1, name: 'Puppy Food' })).toBeInTheDocument();
    });

    it('reads the same shape as a category when the taxonomy has no such life stage', async () => {
      const queryClient = seedListingPage(
        { species: 'dog', category: 'dry-food' },
        'dog/dry-food',
        'Dog Dry Food',
      );
      seedTaxonomy(queryClient);
      renderApp('/products/dog/dry-food', { queryClient });
      expect(await screen.findByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeInTheDocument();
    });

    it('shows the page with its skeleton while the products are still on their way', async () => {
      const queryClient = createTestQueryClient();
      seedMerchandising(queryClient);
      seedTaxonomy(queryClient);
      void queryClient.prefetchInfiniteQuery({
        ...productListQueryOptions({ species: 'dog', category: 'dry-food' }),
        queryFn: neverSettles,
      });
      renderApp('/products/dog/dry-food', { queryClient });

      expect(await screen.findByText('Loading products…')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    });

    it('asks for the product list once: the prefetch and the page read one cache entry', async () => {
      const api = installFakeApi((request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/catalog/products')
          return jsonResponse(productPage([listed], null, { title: 'Dog Food' }));
        if (pathname === '/api/catalog/taxonomy') return jsonResponse(taxonomyFixture());
        if (pathname === '/api/ecom/v1.0/get-filters-by-handle')
          return jsonResponse({ handle: 'dog', title: 'Dog Food', facets: [] });
        return errorResponse(404);
      });
      restoreApi = api.restore;
      const queryClient = createTestQueryClient();
      seedMerchandising(queryClient);
      renderApp('/products/dog?brand=pet-nutrition&sort=price-asc', { queryClient });

      expect(await screen.findByRole('heading', { level: 1, name: 'Dog Food' })).toBeInTheDocument();
      const lists = api.requests.filter(
        (request) => new URL(request.url).pathname === '/api/catalog/products',
      );
      expect(lists.map((request) => new URL(request.url).search)).toEqual([
        '?limit=24&species=dog&brand=pet-nutrition&sort=price-asc',
      ]);
    });
  });

  it('shows the not-found page for a two-segment path that is not a species', async () => {
    renderApp('/products/pet-nutrition/dry-food');
    expect(await screen.findByText('Page not found: /products/pet-nutrition/dry-food')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown product handle', async () => {
    const api = installFakeApi((request) =>
      new URL(request.url).pathname === '/api/ecom/v1.0/get-product-by-handle'
        ? errorResponse(404, 'PRODUCT_NOT_FOUND')
        : errorResponse(404),
    );
    restoreApi = api.restore;
    renderApp('/products/thirdparty/no-such-food');
    expect(await screen.findByText('Page not found: /products/thirdparty/no-such-food')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Error | Shop Pet Nutrition'));
  });

  it('restores the filters saved for a category listing opened without any', async () => {
    saveListFilters({
      path: '/products/dog/dry-food',
      query: 'brand=pet-nutrition',
      values: [{ facet: 'brand', value: 'pet-nutrition', label: 'Pet Nutrition' }],
    });
    window.localStorage.setItem('currentPageType', 'PDP');
    const { router } = renderApp('/products/dog/dry-food', {
      queryClient: seedListingPage({ species: 'dog', category: 'dry-food' }, 'dog/dry-food', 'Dog Dry Food', {
        filters: { brand: ['pet-nutrition'] },
      }),
    });
    await waitFor(() => expect(router.state.location.search).toBe('?brand=pet-nutrition'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Dog Dry Food')).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(window.localStorage.getItem('savedCategory')).toBe(
        JSON.stringify({ label: 'Dog Dry Food', href: '/products/dog/dry-food' }),
      ),
    );
  });

  it('does not restore saved filters when coming from the product list (they are cleared)', async () => {
    saveListFilters({ path: '/products/dog/dry-food', query: 'brand=pet-nutrition', values: [] });
    window.localStorage.setItem('currentPageType', 'PLP');
    const { router } = renderApp('/products/dog/dry-food', {
      queryClient: seedListingPage({ species: 'dog', category: 'dry-food' }, 'dog/dry-food', 'Dog Dry Food'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dog Dry Food' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  describe('product detail', () => {
    it('shows a ZIP only the bypass accepts without state, date or stock there (the API knows none)', async () => {
      document.cookie = 'userLocation=AB-12::HOME; path=/';
      const logged = vi.spyOn(console, 'error');
      const api = installFakeApi((request) => {
        const { pathname } = new URL(request.url);
        if (pathname === '/api/get-products-stock') return errorResponse(400, 'INVALID_ZIP');
        return errorResponse(404, pathname.includes('state') ? 'STATE_NOT_FOUND' : 'WAREHOUSE_NOT_FOUND');
      });
      restoreApi = api.restore;
      const queryClient = createTestQueryClient();
      seedMerchandising(queryClient);
      queryClient.setQueryData(getProductByHandleQueryKey({ query: { handle: product.handle } }), product);
      renderApp(variantPath, { queryClient });

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Deliver to AB-12' })).toBeInTheDocument();
      // Answered, and read as 'none' rather than as failures.
      for (const { queryKey } of [stateByZipQueryOptions('AB-12'), estimatedDeliveryQueryOptions('AB-12')]) {
        await waitFor(() =>
          expect(queryClient.getQueryState(queryKey)).toMatchObject({ status: 'success', data: null }),
        );
      }
      expect(screen.getByText('$54.99')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeEnabled();
      expect(screen.queryByText(/Estimated delivery/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
      expect(logged).not.toHaveBeenCalledWith('State lookup by ZIP failed', expect.anything());
    });

    it('opens on the variant of its URL, titled with the product and described by it', async () => {
      renderApp(variantPath, { queryClient: seedProductPage() });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Adult Chicken & Rice Recipe | Shop Pet Nutrition'));
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        'Complete nutrition for adult dogs with real chicken.',
      );
      expect(screen.getByRole('radio', { name: '30 lb' })).toBeChecked();
      expect(screen.getByText('$54.99')).toBeInTheDocument();
      expect(screen.getByText('In stock at 80011')).toBeInTheDocument();
      expect(screen.getByText('Estimated delivery Tuesday, November 24 to 80011')).toBeInTheDocument();
      expect(canonicalHref()).toBe(`http://localhost:3000${variantPath}`);
    });

    it('lets ?sku choose the variant and keeps it in the canonical link', async () => {
      renderApp(`${variantPath}?sku=SKU-4&utm_campaign=x`, { queryClient: seedProductPage() });
      expect(await screen.findByRole('radio', { name: '4 lb' })).toBeChecked();
      await waitFor(() => expect(canonicalHref()).toBe(`http://localhost:3000${variantPath}?sku=SKU-4`));
    });

    it('puts a picked option in the URL: the variant path and its ?sku', async () => {
      const { router } = renderApp(variantPath, { queryClient: seedProductPage() });
      await userEvent.click(await screen.findByRole('radio', { name: '4 lb' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(
          '/products/pet-nutrition/adult-chicken-rice/chicken-and-rice/4-lb',
        ),
      );
      expect(router.state.location.search).toBe('?sku=SKU-4');
      expect(await screen.findByText('$22.99')).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '4 lb' })).toBeChecked();
    });

    it('changes only ?sku on the handle route', async () => {
      const { router } = renderApp(`/products/${product.handle}`, { queryClient: seedProductPage() });
      await userEvent.click(await screen.findByRole('radio', { name: '30 lb' }));
      await waitFor(() => expect(router.state.location.search).toBe('?sku=SKU-30'));
      expect(router.state.location.pathname).toBe(`/products/${product.handle}`);
    });

    it('disables the quantity of a variant out of stock at the ZIP', async () => {
      renderApp(variantPath, { queryClient: seedProductPage(product.handle, { 'SKU-30': 'OUT' }) });
      expect(await screen.findByText('Out of stock at 80011')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    });

    it('shows the consumer trail with the product details', async () => {
      renderApp(variantPath, { queryClient: seedProductPage() });
      const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
      expect(
        within(trail)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Home', 'All Products', 'Dog', 'Pet Nutrition', 'Adult', 'Dry Food']);
    });

    it('hides prices, autoship and delivery on the staff site and shows the Catalog trail', async () => {
      renderApp(variantPath, { siteId: 'HPSF', queryClient: withRegisteredStaff(seedProductPage()) });
      await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' });
      const main = screen.getByRole('main');
      expect(main).not.toHaveTextContent('$54.99');
      expect(main).not.toHaveTextContent(/Autoship/);
      expect(main).not.toHaveTextContent(/Estimated delivery/);
      expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('30 lb');
      await waitFor(() => expect(document.title).toBe('Adult Chicken & Rice Recipe | Pro Staff Feeding'));
      const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(trail).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/products');
    });
  });

  describe('product page structured data', () => {
    const SHOP = 'https://shop.example';

    it('describes the product with an offer per variant (price in USD, stock at the ZIP) and its trail', async () => {
      renderApp(variantPath, {
        queryClient: seedProductPage(product.handle, { 'SKU-4': 'LTD', 'SKU-30': 'OUT' }),
        site: { origin: SHOP },
      });
      await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' });
      await waitFor(() =>
        expect(structuredData().find((d) => d['@type'] === 'Product')).toMatchObject({
          '@context': 'https://schema.org',
          name: 'Adult Chicken & Rice Recipe',
          url: `${SHOP}/products/adult-chicken-rice`,
          sku: 'SKU-30',
          brand: { '@type': 'Brand', name: 'Pet Nutrition' },
          offers: [
            {
              '@type': 'Offer',
              sku: 'SKU-4',
              price: '22.99',
              priceCurrency: 'USD',
              availability: 'https://schema.org/LimitedAvailability',
            },
            {
              '@type': 'Offer',
              sku: 'SKU-30',
              price: '54.99',
              priceCurrency: 'USD',
              availability: 'https://schema.org/OutOfStock',
            },
          ],
        }),
      );
      const trail = structuredData().find((d) => d['@type'] === 'BreadcrumbList');
      expect((trail?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
        'Home',
        'All Products',
        'Dog',
        'Pet Nutrition',
        'Adult',
        'Dry Food',
      ]);
      expect(canonicalHref()).toBe(`${SHOP}${variantPath}`);
    });

    it('cannot be broken out of by a product name', async () => {
      const queryClient = seedProductPage();
      const hostile = '</script><script>window.pwned=1</script>';
      queryClient.setQueryData(getProductByHandleQueryKey({ query: { handle: product.handle } }), {
        ...product,
        title: hostile,
      });
      renderApp(variantPath, { queryClient });
      await waitFor(() => expect(structuredData().find((d) => d['@type'] === 'Product')?.name).toBe(hostile));
      const script = document.querySelector('script[type="application/ld+json"]');
      expect(script?.innerHTML.toLowerCase()).not.toContain('</script');
      expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    });

    it('has no offers, prices or trail on the staff site, which hides prices', async () => {
      renderApp(variantPath, { siteId: 'HPSF', queryClient: withRegisteredStaff(seedProductPage()) });
      await screen.findByRole('heading', { level: 1, name: 'Adult Chicken & Rice Recipe' });
      await waitFor(() => expect(structuredData().map((d) => d['@type'])).toEqual(['Product']));
      expect(JSON.stringify(structuredData())).not.toMatch(/offers|price|54\.99/i);
    });
  });

  describe('search', () => {
    it('opens the results page from the header search box', async () => {
      const { router } = renderApp('/products', {
        queryClient: seedListingPage({}, 'all', 'Shop All Pet Food'),
      });
      const search = await screen.findByRole('search', { name: 'Products' });
      await userEvent.type(
        within(search).getByRole('searchbox', { name: 'Search products' }),
        'chicken rice',
      );
      await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
      expect(router.state.location.search).toBe('?search=chicken+rice');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Search results for “chicken rice”' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(document.title).toBe('Search results for "chicken rice" | Shop Pet Nutrition'),
      );
      await waitFor(() => expect(window.localStorage.getItem('lastSearchQuery')).toBe('chicken rice'));
      expect(window.localStorage.getItem('currentPageType')).toBe('SRP');
    });
  });
});
