import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackNavigation } from '../state/navigation-storage';

/**
 * Keeps SPEC §2's previous/current page type in local storage on every route change and clears
 * saved filters on the moves that call for it. Mounted once, in the layout.
 */
export function usePageTypeTracking(): void {
  const { key, pathname, search } = useLocation();
  useEffect(() => {
    trackNavigation({ key, pathname, search });
  }, [key, pathname, search]);
}
