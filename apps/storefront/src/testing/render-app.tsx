import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../app/router';
import { renderWithSite, type RenderOptions } from './render-with-site';
import { createTestQueryClient } from './test-query-client';

/** Renders the whole app (real route table, in memory) at `path`, with the site already resolved. */
export function renderApp(
  path: string,
  { siteId = 'DTC', queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const result = renderWithSite(<RouterProvider router={router} />, { siteId, queryClient });
  return { ...result, router };
}
