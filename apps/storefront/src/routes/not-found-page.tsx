import { NOT_FOUND_PAGE_TITLE } from '@shop/identity';
import { Link, useLocation } from 'react-router';
import { PageHead } from '../lib/page-head/page-head';

/**
 * The not-found page (SPEC §8 'Unknown page'): says which path was not found, so a mistyped or
 * outdated link is obvious, and offers the way home. Shown for any path no route claims and by
 * the routes whose data does not exist (an unknown product, category or CMS page). The API serves
 * the SPA for unknown paths with a 404; its first view draws this page's heading, lead and link
 * in the same markup (apps/api first-view-html.ts), which this page then renders over.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();

  return (
    <div className="page page--narrow">
      <PageHead title={NOT_FOUND_PAGE_TITLE} />
      <h1 className="page__title">Page not found</h1>
      <p className="page__lead">Page not found: {pathname}</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
