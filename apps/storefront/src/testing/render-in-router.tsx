import type { SiteDto } from '@shop/api-client';
import type { SiteId } from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunction } from 'react-router';
import { createTestQueryClient } from './test-query-client';
import { renderWithSite } from './render-with-site';

interface RenderInRouterOptions {
  /** The URL the component is shown at, e.g. '/products/dog/flavor/chicken?sku=600102'. */
  path?: string;
  /** The route pattern it is mounted on; '*' matches any path. */
  routePath?: string;
  /** The route's loader, for components that read what a loader decided (useLoaderData). */
  loader?: LoaderFunction;
  siteId?: SiteId;
  site?: Partial<SiteDto>;
  queryClient?: QueryClient;
}

/**
 * Renders one component on a memory router at `path`, inside the app's providers, for component
 * tests of things that read the URL (cards, filters, breadcrumbs) without the whole route table.
 * Returns the router so a test can read or change the location.
 */
export function renderInRouter(
  ui: ReactNode,
  {
    path = '/',
    routePath = '*',
    loader,
    siteId = 'DTC',
    site,
    queryClient = createTestQueryClient(),
  }: RenderInRouterOptions = {},
) {
  const router = createMemoryRouter([{ path: routePath, element: ui, loader }], { initialEntries: [path] });
  const result = renderWithSite(<RouterProvider router={router} />, { siteId, site, queryClient });
  return { ...result, router };
}
