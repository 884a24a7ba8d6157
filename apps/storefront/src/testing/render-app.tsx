import {
  getSiteQueryKey,
  type ListingProductDto,
  type ListProductsResponse,
  type SiteDto,
  type VariantDto,
} from '@shop/api-client';
import { isStaffSite, SITE_TITLES, type SiteId } from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createQueryClient } from '../lib/api/query-client';
import { createAppRoutes } from '../app/router';
import { SiteProvider } from '../lib/site/site-context';

/**
 * The app's own QueryClient with retries and refetch-on-mount after errors turned off, so a test
 * that seeds an error sees that error instead of a silent network attempt.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, retry: false, retryOnMount: false },
  });
  return queryClient;
}

/** The GET /api/site answer for a site, as the API sends it. */
export function siteFor(siteId: SiteId): SiteDto {
  return { siteId, title: SITE_TITLES[siteId], staff: isStaffSite(siteId) };
}

/** Seeds the site lookup under the generated query key, as if GET /api/site had answered. */
export function seedSite(queryClient: QueryClient, siteId: SiteId): void {
  queryClient.setQueryData(getSiteQueryKey(), siteFor(siteId));
}

/** A variant as the catalogue returns it; override any field per test. */
export function variantFixture(overrides: Partial<VariantDto> = {}): VariantDto {
  return {
    id: 'var-1',
    adminGraphqlId: 'gid://shop/ProductVariant/var-1',
    sku: 'DOG-ADULT-CHICKEN-30LB',
    variantURL: 'pet-nutrition/adult-chicken-rice/chicken-and-rice/30-lb',
    selectedOptions: [
      { name: 'Flavor', value: 'Chicken & Rice' },
      { name: 'Size', value: '30 lb' },
      { name: 'Product Form', value: 'Dry' },
    ],
    price: { amount: '54.99', currencyCode: 'USD' },
    compareAtPrice: null,
    inStock: true,
    weight: 30,
    weightUnit: 'lb',
    imagePrimary: { url: '/media/products/adult-chicken-rice.svg' },
    variantMediaList: [
      { url: '/media/products/adult-chicken-rice.svg', alt: 'Adult Chicken & Rice Recipe bag' },
    ],
    badgeTags: [],
    ...overrides,
  };
}

/** A product as GET /api/catalog/products lists it; override any field per test. */
export function productFixture(overrides: Partial<ListingProductDto> = {}): ListingProductDto {
  const variants = overrides.variants ?? [variantFixture()];
  return {
    id: 'prod-1',
    handle: 'adult-chicken-rice',
    title: 'Adult Chicken & Rice Recipe',
    species: 'dog',
    productType: 'Dry Food',
    description: 'Complete nutrition for adult dogs with real chicken.',
    featuredImage: { url: '/media/products/adult-chicken-rice.svg', alt: 'Adult Chicken & Rice Recipe bag' },
    options: [],
    brand: { handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food' },
    lifeStage: 'adult',
    foodForm: 'dry-food',
    productLine: null,
    thirdParty: false,
    priceRange: { min: variants[0].price, max: variants[variants.length - 1].price },
    ...overrides,
    variants,
  };
}

/** One page of the product list. */
export function productPage(
  items: ListingProductDto[],
  nextCursor: string | null = null,
  { total = items.length, title = 'Shop All Pet Food' }: { total?: number; title?: string } = {},
): ListProductsResponse {
  return { items, nextCursor, total, title };
}

interface RenderOptions {
  siteId?: SiteId;
  queryClient?: QueryClient;
}

/** Renders any element inside the app's providers with the given site already resolved. */
export function renderWithSite(
  ui: ReactNode,
  { siteId = 'DTC', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  seedSite(queryClient, siteId);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <SiteProvider>{ui}</SiteProvider>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

/** Renders the whole app (real route table, in memory) at `path`, with the site already resolved. */
export function renderApp(
  path: string,
  { siteId = 'DTC', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const result = renderWithSite(<RouterProvider router={router} />, { siteId, queryClient });
  return { ...result, router };
}
