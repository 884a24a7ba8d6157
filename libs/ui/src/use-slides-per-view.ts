import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { slidesPerViewAt, type SlidesPerViewBreakpoint } from './carousel-options';

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Slides per view for the current viewport, re-evaluated when any breakpoint is crossed. Widths
 * are read through min-width media queries (not innerWidth) so the answer agrees with CSS.
 */
export function useSlidesPerView(slidesPerView: number | readonly SlidesPerViewBreakpoint[]): number {
  const breakpoints = useMemo<readonly SlidesPerViewBreakpoint[]>(
    () => (typeof slidesPerView === 'number' ? [{ minWidth: 0, slidesPerView }] : slidesPerView),
    [slidesPerView],
  );
  const queries = useMemo(
    () =>
      breakpoints.filter((b) => b.minWidth > 0).map((b) => ({ ...b, query: `(min-width: ${b.minWidth}px)` })),
    [breakpoints],
  );

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const lists = queries.map((q) => window.matchMedia(q.query));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [queries],
  );

  const read = () => {
    if (!hasMatchMedia()) return slidesPerViewAt(breakpoints, 0);
    const widest = queries
      .filter((q) => window.matchMedia(q.query).matches)
      .reduce((max, q) => Math.max(max, q.minWidth), 0);
    return slidesPerViewAt(breakpoints, widest);
  };

  return useSyncExternalStore(subscribe, read, () => slidesPerViewAt(breakpoints, 0));
}
