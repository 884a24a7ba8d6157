import type { QueryClient } from '@tanstack/react-query';
import { useLocation, type LoaderFunctionArgs } from 'react-router';
import { redirectLookupQueryOptions } from '../features/content/api/content-queries';
import { RedirectOrNotFound } from '../features/content/components/redirect-or-not-found';
import { NotFoundPage } from './not-found-page';

/** A path no route claims: starts the server-side redirect lookup at once. */
export function notFoundLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchQuery(redirectLookupQueryOptions(new URL(request.url).pathname));
    return null;
  };
}

/** Any other path: a CMS redirect if there is one, otherwise the 404 page (SPEC §2, §8). */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return <RedirectOrNotFound key={pathname} path={pathname} notFound={<NotFoundPage />} />;
}
