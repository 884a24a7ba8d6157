import { Skeleton } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { subscriptionsQueryOptions } from '../api/autoship-queries';
import {
  AUTOSHIP_PROGRAMME_PATH,
  autoshipProductName,
  formatAutoshipDate,
  MY_AUTOSHIPS_PATH,
} from '../model/autoship-formatting';

/**
 * The dashboard's next autoship: the active subscription due soonest (product and date), and the
 * way to all of them. Without an active one it points to the programme instead.
 */
export function NextAutoshipSummary({ customerId, pageTitle }: { customerId: string; pageTitle: string }) {
  const subscriptions = useQuery(subscriptionsQueryOptions(customerId));
  const next = subscriptions.data?.results
    .filter((subscription) => subscription.status === 'active')
    .sort((a, b) => a.nextOrderDateString.localeCompare(b.nextOrderDateString))[0];

  return (
    <div className="account-card">
      {subscriptions.isPending ? <Skeleton width="60%" /> : null}
      {subscriptions.isError ? <p>We couldn't load your autoships right now.</p> : null}
      {subscriptions.data && !next ? (
        <p>
          You have no active autoship. <Link to={AUTOSHIP_PROGRAMME_PATH}>How Autoship works</Link>
        </p>
      ) : null}
      {next ? (
        <p>
          {autoshipProductName(next)}
          <br />
          {next.orderDue ? 'Being placed now' : `Next order ${formatAutoshipDate(next.nextOrderDateString)}`}
        </p>
      ) : null}
      <Link to={MY_AUTOSHIPS_PATH}>View {pageTitle}</Link>
    </div>
  );
}
