import { canonicalUrl } from '@shop/catalog';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Points search engines at one URL per page (SPEC §2): a <link rel="canonical"> with only the
 * whitelisted query parameters, updated on every navigation and removed when the page unmounts, so
 * one page's canonical never leaks onto the next.
 */
export function useCanonicalLink(): void {
  const { pathname, search } = useLocation();

  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = canonicalUrl(window.location.origin, pathname, search);
    document.head.append(link);
    return () => link.remove();
  }, [pathname, search]);
}
