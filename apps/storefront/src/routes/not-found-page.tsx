import { useLocation } from 'react-router';
import { ErrorPageContent } from './error-page-content';

/**
 * The not-found page (SPEC §8 'Unknown page'): the error page (SPEC §2, the CMS page 'error') with
 * the line 'Page not found: {path}', so a mistyped or outdated link is obvious. Shown for any path no
 * route claims and by the routes whose data does not exist (an unknown product, category or CMS
 * page). Imported only by route chunks, so the error page's CMS part stays out of the entry bundle.
 * The API serves such a path with a 404 and a first view of this page in the same markup
 * (apps/api first-view-html.ts), which this page then renders over.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return <ErrorPageContent notice={`Page not found: ${pathname}`} />;
}
