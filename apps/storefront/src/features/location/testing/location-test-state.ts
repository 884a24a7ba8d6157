import { DEFAULT_GUEST_ZIP, USER_LOCATION_KEY } from '@shop/catalog';
import type { GlobalsDto, StateLookupDto, StockObjectResponseDto, UsStateDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import {
  estimatedDeliveryQueryOptions,
  stateByZipQueryOptions,
  stockObjectQueryOptions,
} from '../api/location-queries';
import { seedSiteGlobals } from '../../../testing/seed-site-globals';
import { GUEST_ZIP_STORAGE_KEY } from '../state/user-location-store';

/** Forgets the userLocation cookie and the stored guest ZIP, as for a first visit. */
export function resetUserLocation(): void {
  document.cookie = `${USER_LOCATION_KEY}=; path=/; max-age=0`;
  window.localStorage.removeItem(GUEST_ZIP_STORAGE_KEY);
}

/** Seeds the served ZIP ranges (get-stock-object) and the site settings the picker reads. */
export function seedZipCoverage(
  queryClient: QueryClient,
  { ranges = ['80000-81658', '00501-00544'], globals = {} }: { ranges?: string[]; globals?: GlobalsDto } = {},
): void {
  const stockObject: StockObjectResponseDto = {
    data: [{ destination: 'HOME', all_zips: [{ warehouse: 'DEN', zips: ranges }] }],
  };
  queryClient.setQueryData(stockObjectQueryOptions().queryKey, stockObject);
  seedSiteGlobals(queryClient, globals);
}

/** Seeds the delivery note's look-ups (date and state) for a ZIP, so cards render it without requests. */
export function seedDeliveryEstimate(
  queryClient: QueryClient,
  {
    zipCode = DEFAULT_GUEST_ZIP,
    date = 'Tuesday, November 24',
    state = { code: 'CO', name: 'Colorado' },
  }: { zipCode?: string; date?: string; state?: UsStateDto } = {},
): void {
  queryClient.setQueryData(estimatedDeliveryQueryOptions(zipCode).queryKey, date);
  const lookup: StateLookupDto = { zipCode, state };
  queryClient.setQueryData(stateByZipQueryOptions(zipCode).queryKey, lookup);
}
