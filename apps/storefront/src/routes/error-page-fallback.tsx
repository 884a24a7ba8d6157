import { Link } from 'react-router';

/** SPEC §2: the error page's title, whatever went wrong. */
export const ERROR_PAGE_TITLE = '404 Error';

/** What the error page says when its CMS content cannot be shown: plain words and a way home. */
export function ErrorPageFallback() {
  return (
    <div className="page page--narrow error-page">
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
