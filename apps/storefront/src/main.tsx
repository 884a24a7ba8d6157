// The site's own styles come with the entry, so the server writes them into every page's shell. The
// ui barrel imports its global styles too, but the build treats the barrel as pure and drops them.
import '@shop/ui/global-styles';
import './styles.css';
import { reloadForStaleChunk } from './lib/app-version/stale-chunks';
import { preloadAppChunks } from './lib/browser/app-chunks';
import { firstViewPainted } from './lib/browser/first-view-painted';

/*
 * The storefront's entry is only this loader: the server has painted the page's first view from
 * the HTML (docs/decisions.md, 'First view'), so the app's scripts are fetched once that has
 * painted, all at once, and the app renders over it. A failure is logged with SPEC §8's wording
 * instead of failing silently. A chunk that fails to load (a newer build has replaced this one)
 * reloads the page at its target, from the first import on (lib/app-version/stale-chunks).
 */
window.addEventListener('vite:preloadError', (event) => reloadForStaleChunk(event));
firstViewPainted(document.getElementById('root'))
  .then(() => {
    preloadAppChunks();
    return import('./app/start-app');
  })
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    console.error('Error while mounting app', error);
  });
