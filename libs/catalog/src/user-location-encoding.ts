/** The two parts of the userLocation cookie value '{zip}::{destination}'. */
export interface UserLocation {
  /** First part: the ZIP (or place) the shopper picked; cards show it as the delivery city. */
  location: string;
  /** Second part: 'HOME', or the preferred delivery of a staff user; '' when absent. */
  destination: string;
}

const SEPARATOR = '::';

/** Writes the userLocation cookie (SPEC §3): '{zip}::HOME' for consumers, '{zip}::{preferred}' for staff. */
export function userLocationCookieValue(zip: string, destination = 'HOME'): string {
  return `${zip}${SEPARATOR}${destination}`;
}

/** Reads the userLocation cookie back; a value without '::' is all location. */
export function parseUserLocation(value: string): UserLocation {
  const [location = '', destination = ''] = value.split(SEPARATOR);
  return { location, destination };
}
