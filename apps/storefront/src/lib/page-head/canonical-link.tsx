import { canonicalUrl } from '@shop/catalog';
import { useLocation } from 'react-router';

/**
 * Points search engines at one URL per page (SPEC §2): a <link rel="canonical"> with only the
 * whitelisted query parameters, hoisted into the head by React and gone with the page.
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation();
  return <link rel="canonical" href={canonicalUrl(window.location.origin, pathname, search)} />;
}
