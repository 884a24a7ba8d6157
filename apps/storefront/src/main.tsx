import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/app-providers';
import { configureApiClient } from './lib/api/configure-api-client';
import { yieldToBrowser } from './lib/browser/yield-to-browser';
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
  if (container.firstElementChild) await firstViewShown(router, container);

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
}

/** Longest the app waits for the first view's main image before rendering over it anyway. */
const FIRST_VIEW_IMAGE_WAIT_MS = 2_000;

/**
 * Resolves once the app can replace the server's first view without a step back: its first
 * route is ready (chunks and loaders, so no spinner replaces the page), and the first view's
 * main image has been painted (so the page's largest paint is that image, not the same image drawn
 * again later), or two seconds have passed.
 */
async function firstViewShown(router: ReturnType<typeof createAppRouter>, container: HTMLElement) {
  const routeReady = router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe((state) => {
          if (!state.initialized) return;
          unsubscribe();
          resolve();
        });
      });
  const image = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const imageShown = image
    ? Promise.race([painted(image), new Promise((resolve) => setTimeout(resolve, FIRST_VIEW_IMAGE_WAIT_MS))])
    : Promise.resolve();
  await Promise.all([routeReady, imageShown]);
}

/**
 * Resolves when the browser has reported the image's paint. Decoded is not enough: an image
 * removed before its paint is reported never counts, and the app's copy of it would be the
 * page's largest paint, seconds later. Without the paint timing API, once it is decoded.
 */
function painted(image: HTMLImageElement): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    return image.decode().catch(() => undefined);
  }
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
      if (!entries.some((entry) => entry.element === image)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

mount().catch((error: unknown) => {
  console.error('Error while mounting app', error);
});
