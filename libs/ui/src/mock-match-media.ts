export interface ViewportOptions {
  /** Viewport width in px that `(min-width: Npx)` queries are answered against. */
  width?: number;
  reducedMotion?: boolean;
}

/**
 * For tests of components that read media queries (the carousel, useMediaQuery): installs a
 * window.matchMedia, which the test DOM lacks, answering min-width and prefers-reduced-motion
 * queries for a fixed viewport. Returns a restore function. Never used by the app itself, so it
 * is left out of every bundle.
 */
export function mockMatchMedia({ width = 1024, reducedMotion = false }: ViewportOptions = {}): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string): MediaQueryList => {
    const minWidth = /\(min-width:\s*(\d+)px\)/.exec(query);
    const matches = minWidth
      ? width >= Number(minWidth[1])
      : query.includes('prefers-reduced-motion: reduce')
        ? reducedMotion
        : false;
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
  return () => {
    window.matchMedia = previous;
  };
}
