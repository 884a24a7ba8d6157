import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, matchRoutes, RouterProvider } from 'react-router';
import { configureApiClient } from '../lib/api/configure-api-client';
import { announceNewBuild } from '../lib/app-version/new-build';
import { reloadTargetFrom } from '../lib/app-version/stale-chunks';
import { createQueryClient } from '../lib/api/query-client';
import { yieldToBrowser } from '../lib/browser/yield-to-browser';
import { SiteProvider } from '../lib/site/site-context';
import { AppProviders } from './app-providers';
import { seedFirstViewData } from './first-view-data';
import { createAppRouter } from './router';

/**
 * Mounts the storefront (main.tsx loads this chunk once the server's first view has painted).
 * The server may have sent the page's answers and a first view of it inside the root element
 * (apps/api/src/storefront/first-view): the answers go into the query cache first, and while the
 * first route's chunks load the first view stays on screen instead of a spinner; the app then
 * renders over it, whole.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element is missing from index.html');

  // Start-up runs as several tasks, none long enough to keep a tap waiting: evaluating the
  // bundle, reading the embedded answers, creating the router (which matches the URL and starts
  // the route's loaders), then rendering (a transition, sliced by React).
  await yieldToBrowser();
  configureApiClient();
  const queryClient = createQueryClient();
  seedFirstViewData(queryClient);
  await yieldToBrowser();
  // Created before the site is known so route loaders start fetching in parallel with /api/site.
  const router = createAppRouter(queryClient);
  reloadTargetFrom(() => {
    const next = router.state.navigation.location;
    return next ? createPath(next) : null;
  });
  // No spinner replaces the first view: the app renders once its first route is ready.
  if (container.firstElementChild) await routeReady(router);

  const root = createRoot(container);
  // A transition: React renders the page in slices of a few milliseconds and yields between them,
  // so the first render is not one long task blocking input (TBT); the first view stays on screen
  // until the commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <SiteProvider>
            <RouterProvider router={router} />
          </SiteProvider>
        </AppProviders>
      </StrictMode>,
    );
  });
  // What is not needed for this page: watching for a newer build, preloading routes on a link's hover.
  setTimeout(
    () =>
      void import('./after-start').then(({ afterStart }) =>
        afterStart({ router, matchRoutes, announceNewBuild }),
      ),
    AFTER_START_MS,
  );
}

/** How long after the first render the background work starts: out of the way of the page's own loading. */
const AFTER_START_MS = 2000;

/** Resolves once the router has loaded its first route's chunks and run its loaders. */
function routeReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
