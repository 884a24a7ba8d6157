import { isSafeRedirectPath } from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { redirectLookupQueryOptions } from '../features/content/api/content-queries';
import { fullLoadForNewBuild } from '../lib/app-version/new-build';
import { browserLocation } from '../lib/browser/browser-location';
import { staffSignInRedirect } from './staff-sign-in-redirects';

/**
 * Redirects followed one after another before the chain counts as a loop in the CMS's table and the
 * page is shown as it is.
 */
const MAX_REDIRECTS_IN_A_ROW = 5;

/**
 * The root route's loader, in SPEC §2's order (after the new-build check: a newer build's page is
 * loaded whole, lib/app-version): the server-side redirect lookup, then the staff
 * site's sign-in rules (staff-sign-in-redirects.ts). The first document of a visit was already
 * answered by the API (it redirects before serving the app), so only client-side navigations ask GET
 * get-redirect, once per path (cached by React Query), before the page shows. An internal target is
 * followed in the router, replacing the entry; an external one replaces the browser location. No
 * redirect, an unsafe target or a failed lookup: the page (or the 404 page) shows as usual, once
 * the staff site has checked the visitor may see it.
 */
export function clientRedirectLoader(queryClient: QueryClient) {
  let firstDocument = true;
  let redirectsInARow = 0;

  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const first = firstDocument;
    firstDocument = false;
    if (!first) {
      // A newer build is out (SPEC §4 'App version'): this navigation loads its page whole, on it.
      if (fullLoadForNewBuild(url.pathname + url.search + url.hash))
        return new Promise<never>(() => undefined);
      const { pathname } = url;
      const found = await queryClient.fetchQuery(redirectLookupQueryOptions(pathname)).catch(() => null);
      const follow =
        found !== null &&
        redirectsInARow < MAX_REDIRECTS_IN_A_ROW &&
        (found.external || (isSafeRedirectPath(found.target) && found.target !== pathname));
      if (follow) {
        redirectsInARow += 1;
        if (found.external) {
          browserLocation.replace(found.target);
          // The document is being replaced: keep the current page until the browser leaves.
          return new Promise<never>(() => undefined);
        }
        throw replace(found.target);
      }
      redirectsInARow = 0;
    }
    await staffSignInRedirect(queryClient, url, { firstDocument: first });
    return null;
  };
}

/** The lookup is per path: a change of query or hash alone (filters, sort) asks nothing. */
export function shouldCheckRedirect({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname;
}
