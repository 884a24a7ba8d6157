import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../app/router';
import { renderWithSite, seedSite, type RenderOptions } from './render-with-site';
import { createTestQueryClient } from './test-query-client';

/** Renders the whole app (real route table, in memory) at `path`, with the site already resolved. */
export function renderApp(
  path: string,
  { siteId = 'DTC', site, queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  // Before the router exists: its first loaders run as it is made, and the root one reads the site.
  seedSite(queryClient, siteId, site);
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const result = renderWithSite(<RouterProvider router={router} />, { siteId, site, queryClient });
  return { ...result, router };
}
