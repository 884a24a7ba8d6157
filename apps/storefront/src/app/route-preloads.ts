import type { DataRouter, matchRoutes } from 'react-router';
import { quietly } from '../lib/app-version/stale-chunks';
import { parallelLimit } from '../lib/browser/parallel-limit';

/** SPEC §9: up to 4 route preloads in parallel. */
export const MAX_PARALLEL_ROUTE_PRELOADS = 4;
/** Routes waiting for a place; beyond it the oldest pointed-at is forgotten. */
const MAX_WAITING_ROUTE_PRELOADS = 8;

type LazyRoute = { lazy?: unknown };

/**
 * Loads a page's code when the visitor points at a link to it (hover, focus, touch), so the click
 * finds its route's chunks already there; at most MAX_PARALLEL_ROUTE_PRELOADS routes at once, each
 * path once. A preload that fails is forgotten (quietly: no stale-chunk reload; the navigation, if
 * it comes, deals with it). Answers a function that stops listening.
 */
export function preloadRoutesOnIntent(
  router: DataRouter,
  match: typeof matchRoutes,
  doc: Document = document,
): () => void {
  const limit = parallelLimit(MAX_PARALLEL_ROUTE_PRELOADS, MAX_WAITING_ROUTE_PRELOADS);
  const seen = new Set<string>();

  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
      return;
    const url = new URL(link.href, doc.baseURI);
    if (url.origin !== new URL(doc.baseURI).origin || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    for (const { route } of match(router.routes, url.pathname) ?? []) {
      const lazy = (route as LazyRoute).lazy;
      if (typeof lazy === 'function') void limit.run(() => quietly(() => lazy())).catch(() => undefined);
    }
  };

  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) doc.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, onIntent);
  };
}
