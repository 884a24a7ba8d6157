import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { configureApiClient } from './lib/api/configure-api-client';
import { createQueryClient } from './lib/api/query-client';
import { createAppRouter } from './app/router';
import { SiteProvider } from './lib/site/site-context';
import './styles.css';

/** Mounts the storefront; a failure is logged with SPEC §8's wording instead of failing silently. */
function mount(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element is missing from index.html');

  configureApiClient();
  const queryClient = createQueryClient();
  // Created before the site is known so route loaders start fetching in parallel with /api/site.
  const router = createAppRouter(queryClient);

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

try {
  mount();
} catch (error) {
  console.error('Error while mounting app', error);
}
