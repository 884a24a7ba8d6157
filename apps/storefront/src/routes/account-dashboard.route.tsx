import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { petSuggestionsQueryOptions, petsQueryOptions } from '../features/account/api/account-queries';
import { AccountDashboard } from '../features/account/components/account-dashboard';
import { subscriptionsQueryOptions } from '../features/autoship/api/autoship-queries';
import { NextAutoshipSummary } from '../features/autoship/components/next-autoship-summary';
import { autoshipsPageTitle } from '../features/autoship/model/autoship-formatting';
import { lastOrderQueryOptions } from '../features/orders/api/order-queries';
import { LastOrderSummary } from '../features/orders/components/last-order-summary';
import { loadSession } from '../lib/session/session-queries';
import { useSite } from '../lib/site/site-context';
import { AccountPageFrame } from './account-page-frame';
import { accountPageLoader } from './account-route-loaders';
import { renderPetSuggestions } from './pet-suggestion-products';

/** Checks the session, then starts loading the last order, the subscriptions, the pets and their suggestions with the page. */
export function accountDashboardLoader(queryClient: QueryClient) {
  const guard = accountPageLoader(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    const customer = await loadSession(queryClient);
    if (customer) {
      void queryClient.prefetchQuery(lastOrderQueryOptions(customer.id));
      void queryClient.prefetchQuery(subscriptionsQueryOptions(customer.id));
    }
    void queryClient.prefetchQuery(petsQueryOptions());
    void queryClient.prefetchQuery(petSuggestionsQueryOptions());
    return null;
  };
}

/** SPEC §2 consumer dashboard description. */
export const DASHBOARD_DESCRIPTION =
  'Your account at a glance: profile, default address, pets and food picked for them.';

/** '/account/dashboard' (SPEC §2, consumer title 'My Account'). */
export function AccountDashboardRoute() {
  const { staff } = useSite();
  const autoshipsTitle = autoshipsPageTitle(staff);
  return (
    <AccountPageFrame title="My Account" description={DASHBOARD_DESCRIPTION}>
      {(customer) => (
        <AccountDashboard
          customer={customer}
          renderSuggestions={renderPetSuggestions}
          lastOrder={<LastOrderSummary customerId={customer.id} />}
          autoships={{
            title: autoshipsTitle,
            next: <NextAutoshipSummary customerId={customer.id} pageTitle={autoshipsTitle} />,
          }}
        />
      )}
    </AccountPageFrame>
  );
}
