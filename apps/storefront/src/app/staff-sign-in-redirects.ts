import { isLoginExempt, loginRedirectFor, STAFF_REGISTRATION_PATH } from '@shop/identity';
import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router';
import { browserLocation } from '../lib/browser/browser-location';
import { loadSession } from '../lib/session/session-queries';
import { siteQueryOptions } from '../lib/site/site-context';

/** A promise that never settles: the document is being left, so the current page stays until then. */
function leavingTheDocument(): Promise<never> {
  return new Promise<never>(() => undefined);
}

/**
 * SPEC §2 staff-feeding mode on in-app navigation, with libs/identity's rules (loginRedirectFor):
 * on the staff site, a visitor who is not signed in and opens a page that is not exempt leaves for
 * the single sign-on, which brings them back to it; a member who has not registered goes to the
 * registration page. The API applies the same rules to the first document, so a bookmark and a
 * click end alike; this catches a session that ended while the app was open. The consumer site
 * asks nothing here (its account pages' loaders guard them). Resolves when the page may show.
 */
export async function staffSignInRedirect(
  queryClient: QueryClient,
  url: URL,
  { firstDocument }: { firstDocument: boolean },
): Promise<void> {
  // Without the site the app shows its own Retry (SiteProvider); the API checked the first document.
  const site = await queryClient.fetchQuery(siteQueryOptions()).catch(() => null);
  if (!site?.staff || isLoginExempt(url.pathname)) return;
  const customer = await loadSession(queryClient);
  const fullPath = `${url.pathname}${url.search}`;
  const target = loginRedirectFor({
    siteId: site.siteId,
    pathname: url.pathname,
    fullPath,
    authenticated: customer !== null,
    isRegistered: customer?.staff?.isRegistered === true,
    ssoLoginUrl: site.ssoLoginPath ?? undefined,
  });
  if (target === null) return;
  if (target === STAFF_REGISTRATION_PATH) throw replace(target);
  // The first document's own address is not worth a Back step; a click's starting page is.
  if (firstDocument) browserLocation.replace(target);
  else browserLocation.assign(target);
  return leavingTheDocument();
}
