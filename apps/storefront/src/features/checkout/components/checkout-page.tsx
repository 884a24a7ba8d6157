import type { PlacedOrderDto } from '@shop/api-client';
import { ErrorState, Spinner } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { checkoutQueryOptions } from '../api/checkout-queries';
import { checkoutFailure } from '../model/checkout-failure';
import { CheckoutExpired } from './checkout-expired';
import { CheckoutForm } from './checkout-form';
import './checkout.css';

export interface CheckoutPageProps {
  token: string;
  onPlaced: (order: PlacedOrderDto) => void;
}

/**
 * The checkout of one link: loading, the link refused (expired, another session's, the cart gone
 * or emptied: back to the cart), a failure to load (retry), or the form. The cart is re-priced by
 * the API for the page; nothing the browser holds about prices is used.
 */
export function CheckoutPage({ token, onPlaced }: CheckoutPageProps) {
  const checkout = useQuery(checkoutQueryOptions(token));
  const [expired, setExpired] = useState<string | null>(null);

  if (expired) return <CheckoutExpired message={expired} />;
  if (checkout.isPending) return <Spinner label="Loading your checkout…" showLabel />;
  if (checkout.isError) {
    const failure = checkoutFailure(checkout.error);
    if (failure.kind === 'expired') return <CheckoutExpired message={failure.message} />;
    if (failure.kind === 'stock')
      return <CheckoutExpired title="Your cart needs a change" message={failure.message} />;
    return (
      <ErrorState
        message={`We couldn't load your checkout. ${failure.message}`}
        onRetry={() => void checkout.refetch()}
        retrying={checkout.isFetching}
      />
    );
  }
  return <CheckoutForm token={token} checkout={checkout.data} onPlaced={onPlaced} onExpired={setExpired} />;
}
