import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { subscriptionsQueryOptions } from '../features/autoship/api/autoship-queries';
import { AutoshipList } from '../features/autoship/components/autoship-list';
import { autoshipsPageTitle } from '../features/autoship/model/autoship-formatting';
import { loadSession } from '../lib/session/session-queries';
import { useSite } from '../lib/site/site-context';
import { AccountPageFrame } from './account-page-frame';
import { accountPageLoader } from './account-route-loaders';

/** Checks the session, then starts loading the subscriptions with the page. */
export function myAutoshipsLoader(queryClient: QueryClient) {
  const guard = accountPageLoader(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    const customer = await loadSession(queryClient);
    // A failure is the page's to show (with Retry), so the prefetch's own error is not raised here.
    if (customer) void queryClient.prefetchQuery(subscriptionsQueryOptions(customer.id));
    return null;
  };
}

/** SPEC §2 consumer subscriptions description. */
export const SUBSCRIPTIONS_DESCRIPTION =
  'Your autoships: what comes next and when, and every change in one place (skip, reschedule, pause, cancel).';

/** '/account/autoships' (SPEC §2: 'My Subscriptions' on the consumer site, 'My Autoships' on staff). */
export function MyAutoshipsRoute() {
  const { staff } = useSite();
  return (
    <AccountPageFrame
      title={autoshipsPageTitle(staff)}
      description={staff ? undefined : SUBSCRIPTIONS_DESCRIPTION}
    >
      {(customer) => <AutoshipList customer={customer} />}
    </AccountPageFrame>
  );
}
