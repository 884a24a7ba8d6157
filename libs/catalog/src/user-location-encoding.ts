import { isZipShaped } from './zip-validation';

/** The two parts of the userLocation cookie value '{zip}::{destination}'. */
export interface UserLocation {
  /** First part: the ZIP (or place) the shopper picked; cards show it as the delivery city. */
  location: string;
  /** Second part: 'HOME', or the preferred delivery of a staff user; '' when absent. */
  destination: string;
}

const SEPARATOR = '::';

/**
 * The name the shopper's location travels under (SPEC §3): the storefront's cookie and the cart
 * attribute the API reads the stock location from, so both must spell it the same.
 */
export const USER_LOCATION_KEY = 'userLocation';

/** The destination of a shopper's own address: guests, consumers, staff delivering home. */
export const HOME_DESTINATION = 'HOME' as const;
/** The destination of a staff member whose orders go to their clinic (SPEC §4 'zip::preferred'). */
export const PREFERRED_DESTINATION = 'PREFERRED';

/**
 * Writes the userLocation cookie (SPEC §3): '{zip}::HOME' for consumers, '{clinic zip}::PREFERRED'
 * for staff whose preferred address is their clinic.
 */
export function userLocationCookieValue(zip: string, destination: string = HOME_DESTINATION): string {
  return `${zip}${SEPARATOR}${destination}`;
}

/** Reads the userLocation cookie back; a value without '::' is all location. */
export function parseUserLocation(value: string): UserLocation {
  const [location = '', destination = ''] = value.split(SEPARATOR);
  return { location, destination };
}

/** What a signed-in customer's profile says about where they shop for (SPEC §4 Customer load). */
export interface CustomerLocationSource {
  /** The default address's ZIP, if they have one. */
  defaultZip?: string | null;
  /** A staff member's clinic ZIP (custom.clinic_zip), once they joined a clinic. */
  clinicZip?: string | null;
  /** profeeding.preferred_address: 'clinic' or 'home' for staff; null for consumers. */
  preferredAddress?: string | null;
}

/**
 * SPEC §4 Customer load 'the user location is saved as zip::home or zip::preferred': a staff member
 * whose preferred address is the clinic shops for the clinic's ZIP ('{zip}::PREFERRED'); anyone else
 * for the default address's ZIP ('{zip}::HOME'). Null when the profile has no 5-digit ZIP for it, so
 * the ZIP the shopper already had stays (with HOME).
 */
export function signedInUserLocation({
  defaultZip,
  clinicZip,
  preferredAddress,
}: CustomerLocationSource): { zip: string; destination: string } | null {
  const usable = (zip: string | null | undefined): zip is string => !!zip && isZipShaped(zip);
  if (preferredAddress === 'clinic' && usable(clinicZip))
    return { zip: clinicZip, destination: PREFERRED_DESTINATION };
  return usable(defaultZip) ? { zip: defaultZip, destination: HOME_DESTINATION } : null;
}
