declare global {
  interface Window {
    /** Google Tag Manager's data layer (SPEC §2 Analytics); GTM's snippet reads what is pushed here. */
    dataLayer?: unknown[];
  }
}

/** Where analytics events go: anything with push, so tests can hand in a plain array. */
export interface DataLayer {
  push: (...entries: unknown[]) => unknown;
}

/**
 * The page's `window.dataLayer`, created when GTM's snippet has not (yet) run: GTM replays what was
 * pushed before it loaded, so nothing is lost either way.
 */
export function browserDataLayer(): DataLayer {
  window.dataLayer ??= [];
  return window.dataLayer;
}
