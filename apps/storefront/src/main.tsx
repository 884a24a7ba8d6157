import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { configureApiClient } from './lib/api/configure-api-client';
import { createQueryClient } from './lib/api/query-client';
import { seedFirstViewData } from './app/first-view-data';
import { createAppRouter } from './app/router';
import { SiteProvider } from './lib/site/site-context';
import './styles.css';

/**
 * Mounts the storefront; a failure is logged with SPEC §8's wording instead of failing silently.
 * The server may have sent the page's answers and a first view of it inside the root element
 * (apps/api/src/storefront/first-view): the answers go into the query cache first, and while the
 * first route's chunks load the first view stays on screen instead of a spinner; the app then
 * renders over it, whole.
 */
async function mount(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element is missing from index.html');

  configureApiClient();
  const queryClient = createQueryClient();
  seedFirstViewData(queryClient);
  // Created before the site is known so route loaders start fetching in parallel with /api/site.
  const router = createAppRouter(queryClient);
  if (container.firstElementChild && !router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }

  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SiteProvider>
          <RouterProvider router={router} />
        </SiteProvider>
      </AppProviders>
    </StrictMode>,
  );
}

mount().catch((error: unknown) => {
  console.error('Error while mounting app', error);
});
