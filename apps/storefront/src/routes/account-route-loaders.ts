import {
  bouncesAuthenticatedUser,
  CONSUMER_LOGIN_PATH,
  loginRedirectFor,
  postLoginTarget,
  screenSetRoute,
} from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { freshPostLoginRedirect, lastPage } from '../lib/session/page-memory';
import { loadSession } from '../lib/session/session-queries';

function fullPathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a guest on an account page goes (SPEC §2 consumer rule): the login page with
 * `redirect` = base64 of the full path (libs/identity loginRedirectFor). The staff site's SSO
 * redirect belongs to the staff-feeding work; until then its account pages follow the same rule.
 */
export function loginPathFor(fullPath: string): string {
  const pathname = fullPath.split(/[?#]/)[0] ?? fullPath;
  return loginRedirectFor({ siteId: 'DTC', pathname, fullPath, authenticated: false }) ?? CONSUMER_LOGIN_PATH;
}

/**
 * Account pages' loader: the session is checked before the page shows, so a guest never sees a
 * flash of account content: they are sent to the login page with the way back encoded. The
 * customer's data is then in the cache for the page.
 */
export function accountPageLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const customer = await loadSession(queryClient);
    if (!customer) throw replace(loginPathFor(fullPathOf(new URL(request.url))));
    return null;
  };
}

/**
 * Login, register and forgot-password pages' loader (SPEC §2, §6): a customer who is already signed
 * in goes back: to where a sign-in that just succeeded was going (the stored redirect, 1000 ms),
 * else the previous page of this tab, else the page in `redirect`, else home.
 */
export function authPageLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const customer = await loadSession(queryClient);
    if (!bouncesAuthenticatedUser(url.pathname, customer !== null)) return null;
    throw replace(
      freshPostLoginRedirect() ??
        postLoginTarget({ previousPath: lastPage(), redirectParam: url.searchParams.get('redirect') }),
    );
  };
}

/**
 * /account/login is the consumer login page (SPEC §2), its query (the redirect) kept. It is also
 * where the identity provider's screens send a shopper with `?screenSet={id}` (SPEC §2: the
 * registration and reset screen sets open register and forgot-password, any other login).
 */
export function accountLoginLoader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  const screenSet = searchParams.get('screenSet');
  searchParams.delete('screenSet');
  const query = searchParams.size ? `?${searchParams}` : '';
  return redirect(`${screenSet === null ? CONSUMER_LOGIN_PATH : screenSetRoute(screenSet)}${query}`);
}

/**
 * '/account/profile' (SPEC §2 'Profile') is the same page as /account/my-profile, so it redirects
 * there (query kept) rather than showing a second copy: one address per page keeps search engines,
 * analytics page types and bookmarks pointing at one thing, and old links still work.
 */
export function profileRedirectLoader({ request }: LoaderFunctionArgs) {
  const { search, hash } = new URL(request.url);
  return redirect(`/account/my-profile${search}${hash}`);
}
