import { lazy, Suspense, useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useSite } from '../lib/site/site-context';
import { StandalonePage } from '../features/content/components/standalone-page';
import { ErrorPageFallback, ErrorPageLoading } from './error-page-fallback';

/**
 * The CMS part of the error page is its own chunk, so the entry bundle carries only this shell; if
 * even that chunk cannot be loaded (a stale deployment), the plain fallback shows instead of a
 * blank page.
 */
const ErrorPageContent = lazy(() =>
  import('./error-page-content')
    .then((module) => ({ default: module.ErrorPageContent }))
    .catch(() => ({ default: ErrorPageFallback })),
);

export interface ErrorPageRouteProps {
  /** True for the root boundary, which renders without the site layout (the layout may be what failed). */
  standalone?: boolean;
}

/**
 * The error page (SPEC §2, §8 'Unhandled app error'): any error a route throws lands here. It shows
 * the CMS page with slug 'error' (feature heading, body, image, buttons and its optional product
 * carousel) under the title '404 Error'; if that content cannot be loaded either, a plain message
 * with a way home. The error itself is logged for diagnosis, never shown to the shopper.
 */
export function ErrorPageRoute({ standalone = false }: ErrorPageRouteProps) {
  const error = useRouteError();
  const { title: siteTitle } = useSite();

  useEffect(() => {
    console.error('Unhandled app error', error);
  }, [error]);

  const body = (
    <Suspense fallback={<ErrorPageLoading />}>
      <ErrorPageContent />
    </Suspense>
  );
  return standalone ? <StandalonePage siteTitle={siteTitle}>{body}</StandalonePage> : body;
}
