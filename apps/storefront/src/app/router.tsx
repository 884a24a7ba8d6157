import type { QueryClient } from '@tanstack/react-query';
import { Spinner } from '@shop/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomeRoute, homeLoader } from '../routes/home.route';
import { NotFoundRoute } from '../routes/not-found.route';
import { RootLayout } from './root-layout';

/**
 * The route table (SPEC §2) as data, so the browser router and tests (createMemoryRouter) use the
 * very same routes. Only pages that exist are registered; everything else is the 404 page.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      children: [
        {
          index: true,
          loader: homeLoader(queryClient),
          element: <HomeRoute />,
          // Shown only for the instant before the (non-blocking) loader returns on first load.
          hydrateFallbackElement: <Spinner label="Loading page…" />,
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

/** The app's router over the browser's address bar; its loaders prefetch into `queryClient`. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
