import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a media query matches now, updated live. Where the browser has no matchMedia (old
 * engines, test DOMs) it answers `fallback`, so layout code always gets a definite value.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => mediaQueryList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** The visitor asked the system for less motion: no autoplay and no smooth scrolling then. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
