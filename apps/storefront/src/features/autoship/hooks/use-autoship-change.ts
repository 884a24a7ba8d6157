import type { SubscriptionDto } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  refreshSubscriptions,
  sendAutoshipChange,
  storeSubscription,
  type AutoshipChange,
} from '../api/autoship-queries';
import { autoshipChangeFailure } from '../model/autoship-formatting';

/**
 * Sends one subscription's changes: the saved subscription replaces its row in the list at once; a
 * refusal is kept in words for the dialog; a 404 (gone, or not the caller's) refreshes the list and
 * is reported through `onGone`, since the card may not be there to show it.
 */
export function useAutoshipChange(
  customerId: string,
  contractId: string,
  handlers: {
    onSaved: (saved: SubscriptionDto, change: AutoshipChange) => void;
    onGone: (message: string) => void;
  },
) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (change: AutoshipChange) => sendAutoshipChange(contractId, change),
    onMutate: () => setError(null),
    onSuccess: (saved, change) => {
      storeSubscription(queryClient, customerId, saved);
      handlers.onSaved(saved, change);
    },
    onError: (failure) => {
      const { message, gone } = autoshipChangeFailure(failure);
      if (gone) {
        handlers.onGone(message);
        void refreshSubscriptions(queryClient, customerId);
        return;
      }
      setError(message);
    },
  });
  return {
    send: (change: AutoshipChange) => mutation.mutate(change),
    pending: mutation.isPending,
    error,
    clearError: () => setError(null),
  };
}
