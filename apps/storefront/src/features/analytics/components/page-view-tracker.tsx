import { usePageViewTracking } from '../hooks/use-page-view-tracking';

/**
 * Renders nothing; pushes SPEC §2's page views. Mounted once at the root of the route table, so
 * pages without the layout (maintenance, autoship-required-login) count too.
 */
export function PageViewTracker() {
  usePageViewTracking();
  return null;
}
