import type { AddressDto } from '@shop/api-client';
import { Button, EmptyState, FormAlert, Skeleton, VisuallyHidden } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { subscriptionsQueryOptions } from '../api/autoship-queries';
import { AUTOSHIP_PROGRAMME_PATH } from '../model/autoship-formatting';
import { AutoshipCard } from './autoship-card';
import './autoship.css';

export interface AutoshipListProps {
  customer: { id: string; firstName: string; lastName: string; addresses: AddressDto[] };
}

function NoAutoships() {
  return (
    <EmptyState
      title="You have no autoships yet"
      description="Choose Autoship on a product to save on every delivery."
      action={<Link to={AUTOSHIP_PROGRAMME_PATH}>How Autoship works</Link>}
    />
  );
}

/**
 * The customer's subscriptions (SPEC §2 /account/autoships), oldest first, cancelled ones too.
 * A failed fetch was logged by the query; the page shows the empty list with a Retry (SPEC §8).
 */
export function AutoshipList({ customer }: AutoshipListProps) {
  const subscriptions = useQuery(subscriptionsQueryOptions(customer.id));
  const [notice, setNotice] = useState<string | null>(null);

  if (subscriptions.isPending)
    return (
      <div aria-busy="true" className="autoship-list">
        <VisuallyHidden>Loading your autoships…</VisuallyHidden>
        {[0, 1].map((row) => (
          <div key={row} className="autoship-card">
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </div>
        ))}
      </div>
    );

  if (subscriptions.isError && !subscriptions.data)
    return (
      <div className="autoship-list">
        <FormAlert>
          <p>We couldn't load your autoships right now, so none are shown.</p>
          <Button
            variant="secondary"
            onClick={() => void subscriptions.refetch()}
            disabled={subscriptions.isRefetching}
          >
            {subscriptions.isRefetching ? 'Retrying…' : 'Retry'}
          </Button>
        </FormAlert>
        <ul className="autoship-list__items" aria-label="Autoships" />
      </div>
    );

  const list = subscriptions.data.results;
  return (
    <div className="autoship-list">
      {notice ? <FormAlert tone="info">{notice}</FormAlert> : null}
      {list.length === 0 ? (
        <NoAutoships />
      ) : (
        <ul className="autoship-list__items" aria-label="Autoships">
          {list.map((subscription) => (
            <li key={subscription.contractId}>
              <AutoshipCard subscription={subscription} customer={customer} onGone={setNotice} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
