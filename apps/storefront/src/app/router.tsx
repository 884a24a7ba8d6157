import type { QueryClient } from '@tanstack/react-query';
import { Spinner } from '@shop/ui';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PageViewTracker } from '../features/analytics/components/page-view-tracker';
import { CanonicalLink } from '../lib/page-head/canonical-link';
import { accountRoutes } from './account-routes';
import { cartRoutes, cartStandaloneRoutes } from './cart-routes';
import { catalogRoutes } from './catalog-routes';
import { clientRedirectLoader, shouldCheckRedirect } from './client-redirects';
import { ErrorPageRoute } from '../routes/error-page.route';
import { RootLayout } from './root-layout';

/**
 * The route table (SPEC §2) as data, so the browser router and tests (createMemoryRouter) use the
 * very same routes. Every page is lazy (its own chunk); its loader decides what the URL means and
 * starts prefetching, without waiting on the page's data.
 *
 * Shape: the root route catches any error a page throws with the error page (SPEC §8); pages with
 * the site layout sit under RootLayout, inside a pathless route whose error page keeps header and
 * footer; /maintenance, /password-protect and /shelter/autoship-required-login have no layout
 * (SPEC §2). Every in-app navigation to
 * a new path goes through the server-side redirect lookup first (client-redirects.ts); a path no
 * route claims is the 404 page. The root pushes SPEC §2's page view on every route change, and gives
 * every page, with and without the layout, its canonical link.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: clientRedirectLoader(queryClient),
      shouldRevalidate: shouldCheckRedirect,
      element: (
        <>
          <PageViewTracker />
          <CanonicalLink />
          <Outlet />
        </>
      ),
      errorElement: <ErrorPageRoute standalone />,
      // Shown only while the first page's chunk loads on a cold start.
      hydrateFallbackElement: <Spinner label="Loading page…" />,
      children: [
        {
          element: <RootLayout />,
          children: [
            {
              errorElement: <ErrorPageRoute />,
              children: [
                {
                  index: true,
                  lazy: async () => {
                    const { HomeRoute, homeLoader } = await import('../routes/home.route');
                    return { Component: HomeRoute, loader: homeLoader(queryClient) };
                  },
                },
                {
                  path: 'faq',
                  lazy: async () => {
                    const { FaqRoute, faqLoader } = await import('../routes/faq.route');
                    return { Component: FaqRoute, loader: faqLoader(queryClient) };
                  },
                },
                {
                  path: 'terms-and-conditions',
                  lazy: async () => {
                    const { TermsRoute, termsLoader } = await import('../routes/terms.route');
                    return { Component: TermsRoute, loader: termsLoader(queryClient) };
                  },
                },
                {
                  path: 'shipping',
                  lazy: async () => {
                    const { ShippingRoute, shippingLoader } = await import('../routes/shipping.route');
                    return { Component: ShippingRoute, loader: shippingLoader(queryClient) };
                  },
                },
                {
                  path: 'sitemap',
                  lazy: async () => {
                    const { SitemapRoute, sitemapLoader } = await import('../routes/sitemap.route');
                    return { Component: SitemapRoute, loader: sitemapLoader(queryClient) };
                  },
                },
                {
                  path: 'contact-us',
                  lazy: async () => ({
                    Component: (await import('../routes/contact-us.route')).ContactUsRoute,
                  }),
                },
                // Catalogue, cart and account routes go here, above the catch-alls below.
                ...catalogRoutes(queryClient),
                ...cartRoutes(queryClient),
                ...accountRoutes(queryClient),
                {
                  path: ':slug',
                  lazy: async () => {
                    const { ContentPageRoute, contentPageLoader } =
                      await import('../routes/content-page.route');
                    return { Component: ContentPageRoute, loader: contentPageLoader(queryClient) };
                  },
                },
                {
                  path: '*',
                  lazy: async () => ({
                    Component: (await import('../routes/not-found.route')).NotFoundRoute,
                  }),
                },
              ],
            },
          ],
        },
        {
          path: 'maintenance',
          lazy: async () => {
            const { MaintenanceRoute } = await import('../routes/maintenance.route');
            return { Component: MaintenanceRoute };
          },
        },
        ...cartStandaloneRoutes(queryClient),
        {
          path: 'password-protect',
          lazy: async () => {
            const { PasswordProtectRoute, passwordProtectLoader } =
              await import('../routes/password-protect.route');
            return { Component: PasswordProtectRoute, loader: passwordProtectLoader(queryClient) };
          },
        },
      ],
    },
  ];
}

/** The app's router over the browser's address bar; its loaders prefetch into `queryClient`. */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}
