import { ERROR_PAGE_TITLE } from '@shop/identity';
import { Spinner } from '@shop/ui';
import { Link } from 'react-router';
import { PageHead } from '../lib/page-head/page-head';

export interface ErrorPageFallbackProps {
  /** A line saying what went wrong, for the shopper (an unknown page's path); kept when the CMS part fails. */
  notice?: string;
}

/** What the error page says when its CMS content cannot be shown: plain words and a way home. */
export function ErrorPageFallback({ notice }: ErrorPageFallbackProps) {
  return (
    <div className="page page--narrow error-page">
      <PageHead title={ERROR_PAGE_TITLE} />
      <h1 className="page__title">{notice ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="page__lead">{notice ?? 'Sorry, this page isn’t available right now.'}</p>
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
