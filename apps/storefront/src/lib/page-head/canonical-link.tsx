import { canonicalUrl } from '@shop/catalog';
import { useLocation } from 'react-router';
import { useSite } from '../site/site-context';
import { useHeadTag } from './head-tags';

/**
 * Points search engines at one URL per page (SPEC §2): the <link rel="canonical"> of the head, on
 * the site's public origin (GET /api/site, from configuration: never the host the browser used)
 * with only the whitelisted query parameters, following every navigation. The route root renders
 * it once for every page.
 */
export function CanonicalLink() {
  const { pathname, search } = useLocation();
  const { origin } = useSite();
  useHeadTag('canonical', canonicalUrl(origin, pathname, search));
  return null;
}
