import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router';
import { signOut, signOutStaff } from '../features/auth/model/session-lifecycle';
import { browserLocation } from '../lib/browser/browser-location';
import { siteQueryOptions } from '../lib/site/site-context';

/**
 * '/logout' and '/products/logout' (SPEC §2: they log the user out; no page of their own): the
 * session ends (auth feature) and the shopper goes home (libs/identity postLogoutTarget sends every
 * logout route home). On the staff site the identity provider's session ends too: the browser goes
 * to its end-session address, which comes back home.
 */
export function logoutLoader(queryClient: QueryClient) {
  return async () => {
    const site = await queryClient.fetchQuery(siteQueryOptions()).catch(() => null);
    if (!site?.staff) {
      await signOut(queryClient);
      return replace('/');
    }
    browserLocation.replace(await signOutStaff(queryClient));
    // The document is being replaced: nothing to show until the browser leaves.
    return new Promise<never>(() => undefined);
  };
}
