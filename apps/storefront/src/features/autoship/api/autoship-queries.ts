import {
  cancelSubscription,
  changeSubscriptionFrequency,
  changeSubscriptionNextOrderDate,
  changeSubscriptionQuantity,
  changeSubscriptionShipTo,
  getSubscriptionsOptions,
  orderSubscriptionNow,
  pauseSubscription,
  reactivateSubscription,
  resumeSubscription,
  skipSubscriptionOrder,
  type GetSubscriptionsResultDto,
  type SubscriptionCancelReason,
  type SubscriptionDto,
  type SubscriptionShipToInputDto,
} from '@shop/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CUSTOMER_DATA_META } from '../../../lib/session/session-queries';

/*
 * The subscription calls (SPEC §7 get-subscriptions and the self-service calls of issue 14), over the
 * generated client. Every answer of a change is the subscription as saved, so it replaces the list's
 * row at once instead of asking for the whole list again.
 */

/**
 * The customer's subscriptions. A failure is logged (SPEC §8 'Subscription fetch fails: logged;
 * result empty') and still raised, so the page can show the empty list together with a Retry.
 */
export function subscriptionsQueryOptions(customerId: string) {
  const generated = getSubscriptionsOptions({ body: { customer: customerId } });
  return queryOptions({
    queryKey: [...generated.queryKey],
    queryFn: async (context): Promise<GetSubscriptionsResultDto> => {
      try {
        if (!generated.queryFn) throw new Error('get-subscriptions has no query function');
        return (await generated.queryFn(context as never)) as GetSubscriptionsResultDto;
      } catch (error) {
        console.error('Error fetching subscriptions', error);
        throw error;
      }
    },
    meta: CUSTOMER_DATA_META,
  });
}

/** One self-service change, as the card asks for it. */
export type AutoshipChange =
  | { type: 'changeFrequency'; frequencyDays: number }
  | { type: 'changeNextOrderDate'; nextOrderDate: string }
  | { type: 'skipNextOrder' }
  | { type: 'orderNow' }
  | { type: 'changeQuantity'; quantity: number }
  | { type: 'changeShipTo'; shipTo: SubscriptionShipToInputDto }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel'; reason: SubscriptionCancelReason }
  | { type: 'reactivate' };

/** Sends one change for one subscription and answers the subscription as the API saved it. */
export async function sendAutoshipChange(
  contractId: string,
  change: AutoshipChange,
): Promise<SubscriptionDto> {
  const plain = { body: { contractId }, throwOnError: true } as const;
  switch (change.type) {
    case 'changeFrequency':
      return (
        await changeSubscriptionFrequency({
          body: { contractId, frequencyDays: change.frequencyDays },
          throwOnError: true,
        })
      ).data;
    case 'changeNextOrderDate':
      return (
        await changeSubscriptionNextOrderDate({
          body: { contractId, nextOrderDate: change.nextOrderDate },
          throwOnError: true,
        })
      ).data;
    case 'skipNextOrder':
      return (await skipSubscriptionOrder(plain)).data;
    case 'orderNow':
      return (await orderSubscriptionNow(plain)).data;
    case 'changeQuantity':
      return (
        await changeSubscriptionQuantity({
          body: { contractId, quantity: change.quantity },
          throwOnError: true,
        })
      ).data;
    case 'changeShipTo':
      return (
        await changeSubscriptionShipTo({ body: { contractId, shipTo: change.shipTo }, throwOnError: true })
      ).data;
    case 'pause':
      return (await pauseSubscription(plain)).data;
    case 'resume':
      return (await resumeSubscription(plain)).data;
    case 'cancel':
      return (await cancelSubscription({ body: { contractId, reason: change.reason }, throwOnError: true }))
        .data;
    case 'reactivate':
      return (await reactivateSubscription(plain)).data;
  }
}

/** Writes a saved subscription into the customer's list, in its place. */
export function storeSubscription(
  queryClient: QueryClient,
  customerId: string,
  saved: SubscriptionDto,
): void {
  queryClient.setQueryData(
    subscriptionsQueryOptions(customerId).queryKey,
    (current: GetSubscriptionsResultDto | undefined) =>
      current
        ? {
            ...current,
            results: current.results.map((row) => (row.contractId === saved.contractId ? saved : row)),
          }
        : current,
  );
}

/** Asks for the list again (after a 404: the subscription is gone or not the caller's). */
export function refreshSubscriptions(queryClient: QueryClient, customerId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: subscriptionsQueryOptions(customerId).queryKey });
}
