import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import {
  currentUserLocation,
  currentZip,
  subscribeUserLocation,
  syncGuestZip,
} from '../state/user-location-store';

/** The shopper's ZIP (cookie, stored guest ZIP or 80011); components re-render when it changes. */
export function useUserZip(): string {
  return useSyncExternalStore(subscribeUserLocation, currentZip, currentZip);
}

/** The userLocation cookie value ('{zip}::HOME') the delivery note names the place from. */
export function useUserLocationValue(): string {
  return useSyncExternalStore(subscribeUserLocation, currentUserLocation, currentUserLocation);
}

/** Re-syncs the stored guest ZIP and the cookie on every route change (SPEC §4). */
export function useGuestZipSync(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    syncGuestZip();
  }, [pathname, search]);
}
