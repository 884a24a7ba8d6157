import { signedInUserLocation } from '@shop/catalog';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Customer } from '../../../lib/session/session-queries';
import { warehouseQueryOptions } from '../api/location-queries';
import { currentZip, setUserZip, writeUserWarehouseCookie } from '../state/user-location-store';

/**
 * SPEC §4 Login 'may set the default zip with location suffix HOME' and Customer load 'the user
 * location is saved as zip::home or zip::preferred': a signed-in customer shops for their default
 * address's ZIP ('{zip}::HOME'), a staff member whose preferred address is the clinic for the
 * clinic's ZIP ('{zip}::PREFERRED'; libs/catalog signedInUserLocation). Without a usable ZIP the one
 * the shopper already had stays, with HOME. Either way the serving warehouse is looked up again
 * ('the warehouse is refreshed'); a failed look-up is logged and clears it, as the ZIP picker does.
 */
export function useAdoptCustomerZip(): (customer: Customer) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (customer) => {
      const adopted = signedInUserLocation({
        defaultZip: customer.defaultAddress?.zip,
        clinicZip: customer.staff?.zipCode,
        preferredAddress: customer.preferredAddress,
      });
      const zip = adopted?.zip ?? currentZip();
      setUserZip(zip, adopted?.destination);
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
