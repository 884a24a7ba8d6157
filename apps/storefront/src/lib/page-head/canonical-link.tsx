import { canonicalUrl } from '@shop/catalog';
import { useLocation } from 'react-router';
import { useSite } from '../site/site-context';

/**
 * Points search engines at one URL per page (SPEC §2): a <link rel="canonical"> on the site's public
 * origin (GET /api/site, from configuration: never the host the browser used) with only the
 * whitelisted query parameters, hoisted into the head by React and following every navigation.
 * The route root renders it once for every page.
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation();
  const { origin } = useSite();
  return <link rel="canonical" href={canonicalUrl(origin, pathname, search)} />;
}
