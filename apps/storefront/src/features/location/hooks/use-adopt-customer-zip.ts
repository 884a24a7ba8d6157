import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { warehouseQueryOptions } from '../api/location-queries';
import { currentZip, setUserZip, writeUserWarehouseCookie } from '../state/user-location-store';

const FIVE_DIGITS = /^[0-9]{5}$/;

/**
 * SPEC §4 Login 'may set the default zip with location suffix HOME': a signed-in customer shops for
 * their default address's ZIP; without one (or with one that is not 5 digits) the ZIP the shopper
 * already had stays. Either way the userLocation cookie reads '{zip}::HOME' and the serving
 * warehouse is looked up again (SPEC §4 Customer load: 'the warehouse is refreshed'); a failed
 * look-up is logged and clears it, as the ZIP picker does.
 */
export function useAdoptCustomerZip(): (defaultZip: string | null | undefined) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (defaultZip) => {
      const zip = defaultZip && FIVE_DIGITS.test(defaultZip) ? defaultZip : currentZip();
      setUserZip(zip);
      queryClient
        .fetchQuery(warehouseQueryOptions(zip))
        .then((found) => writeUserWarehouseCookie(found?.warehouse.code ?? null))
        .catch((error: unknown) => {
          console.warn('Warehouse lookup failed', error);
          writeUserWarehouseCookie(null);
        });
    },
    [queryClient],
  );
}
