import { Spinner } from '@shop/ui';
import { Link } from 'react-router';
import { PageHead } from '../lib/page-head/page-head';

/** SPEC §2: the error page's title, whatever went wrong. */
export const ERROR_PAGE_TITLE = '404 Error';

/** What the error page says when its CMS content cannot be shown: plain words and a way home. */
export function ErrorPageFallback() {
  return (
    <div className="page page--narrow error-page">
      <PageHead title={ERROR_PAGE_TITLE} />
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">Sorry, this page isn’t available right now.</p>
      <p>
        <Link to="/" reloadDocument>
          Back to the home page
        </Link>
      </p>
    </div>
  );
}

/** The error page while its CMS content loads, already titled. */
export function ErrorPageLoading() {
  return (
    <>
      <PageHead title={ERROR_PAGE_TITLE} />
      <Spinner label="Loading page…" />
    </>
  );
}
