import { parseUserLocation } from './user-location-encoding';

/** Shown instead of a date to Hawaii profiles when the feature flag is on (SPEC §2). */
export const HAWAII_DELIVERY_TEXT = 'See checkout for delivery date';

/** The card's delivery note (SPEC §2); the place is the first part of the userLocation value. */
export function estimatedDeliveryText(date: string, userLocation: string): string {
  return `Estimated delivery ${date} to ${parseUserLocation(userLocation).location}`;
}
