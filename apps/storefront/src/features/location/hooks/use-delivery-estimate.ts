import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { estimatedDeliveryQueryOptions, stateByZipQueryOptions } from '../api/location-queries';
import { useUserZip } from './use-user-location';

/** Hawaii's USPS code: its profiles may see a checkout note instead of a date (SPEC §2). */
const HAWAII = 'HI';

/**
 * The delivery date at the shopper's ZIP and whether the ZIP is in Hawaii. `enabled` is off on
 * the staff site, which shows no delivery notes. A failed look-up just leaves the note out.
 */
export function useDeliveryEstimate(enabled = true) {
  const zip = useUserZip();
  const date = useQuery({ ...estimatedDeliveryQueryOptions(zip), enabled });
  const state = useQuery({ ...stateByZipQueryOptions(zip), enabled });
  // SPEC §8: a failed state look-up is logged to the console only.
  useEffect(() => {
    if (state.error) console.error('State lookup by ZIP failed', state.error);
  }, [state.error]);
  return {
    zip,
    deliveryDate: typeof date.data === 'string' && date.data.trim() !== '' ? date.data.trim() : undefined,
    hawaii: state.data?.state.code === HAWAII,
    isLoading: date.isLoading,
  };
}
