import { usePageTypeTracking } from '../hooks/use-page-type-tracking';

/**
 * Renders nothing; tracks page types for breadcrumbs and filter clearing (SPEC §2). A component
 * rather than a bare hook so the layout mounts it with one line.
 */
export function PageTypeTracker() {
  usePageTypeTracking();
  return null;
}
