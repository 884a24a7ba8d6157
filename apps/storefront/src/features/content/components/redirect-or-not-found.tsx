import { isSafeRedirectPath } from '@shop/identity';
import { Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { redirectLookupQueryOptions } from '../api/content-queries';
import { browserLocation } from '../../../lib/browser/browser-location';

export interface RedirectOrNotFoundProps {
  /** The path that matched nothing, with its query string. */
  path: string;
  /** What to show when the path is not redirected either (the 404 page). */
  notFound: ReactNode;
}

/**
 * Before a path is declared not found, asks the server whether it is redirected (SPEC §2): an
 * internal target is followed in the router, replacing the dead URL in history; an external one
 * replaces the browser location. An internal target that is not a safe storefront path is
 * ignored, and a failed lookup counts as 'not redirected', so the visitor always ends on a page.
 */
export function RedirectOrNotFound({ path, notFound }: RedirectOrNotFoundProps) {
  const { data, isPending } = useQuery(redirectLookupQueryOptions(path));
  // The API only answers external for absolute http(s) URLs (it refuses anything else).
  const external = data?.external === true;

  useEffect(() => {
    if (data && external) browserLocation.replace(data.target);
  }, [data, external]);

  if (isPending || external) return <Spinner label="Loading page…" />;
  if (data && !data.external && isSafeRedirectPath(data.target)) return <Navigate to={data.target} replace />;
  return <>{notFound}</>;
}
