import {
  DEFAULT_GUEST_ZIP,
  parseUserLocation,
  USER_LOCATION_KEY,
  userLocationCookieValue,
} from '@shop/catalog';
import { readCookie, deleteCookie, writeCookie } from '../../../lib/browser/cookies';
import { readStored, writeStored } from '../../../lib/browser/local-storage';
import { storedTrimmedText } from '../../../lib/browser/stored-shapes';

/** Local-storage key of the guest's ZIP (the DTC user's zipCode, SPEC §3; default 80011). */
export const GUEST_ZIP_STORAGE_KEY = 'guestZip';

/** Cookie holding the code of the warehouse serving the shopper's ZIP (SPEC §3). */
export const USER_WAREHOUSE_COOKIE = 'userWarehouse';

/** SPEC §9: the userWarehouse cookie lasts 30 days. */
export const USER_WAREHOUSE_MAX_AGE_SECONDS = 2_592_000;

/** ZIPs are 5 characters (SPEC §9); the picker takes no more. */
export const ZIP_ENTRY_MAX_LENGTH = 5;

/** The cookie outlives the session like the guest cart does: a year. */
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets components (cards, the picker) re-render when the ZIP changes anywhere in the tab. */
export function subscribeUserLocation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * A ZIP as the shop keeps it in the cookie and in storage: what the picker accepted, which with
 * the site's ZIP bypass (SPEC §5) may be any entry of up to 5 characters, not only 5 digits.
 */
const storedZip = storedTrimmedText(1, ZIP_ENTRY_MAX_LENGTH);

/** The raw userLocation cookie value, or null when the browser has none. */
export function readUserLocationCookie(): string | null {
  return readCookie(USER_LOCATION_KEY);
}

function readStoredGuestZip(): string | null {
  return readStored(GUEST_ZIP_STORAGE_KEY, storedZip);
}

function cookieZip(): string | null {
  const cookie = readUserLocationCookie();
  if (cookie === null) return null;
  return storedZip(parseUserLocation(cookie).location);
}

function writeUserLocation(zip: string, destination?: string): void {
  writeCookie(USER_LOCATION_KEY, userLocationCookieValue(zip, destination), COOKIE_MAX_AGE_SECONDS);
  writeStored(GUEST_ZIP_STORAGE_KEY, zip);
}

/**
 * The ZIP stock and delivery are looked up for: the cookie's, else the stored guest ZIP, else the
 * guest default 80011 (DEFAULT_GUEST_ZIP).
 */
export function currentZip(): string {
  return cookieZip() ?? readStoredGuestZip() ?? DEFAULT_GUEST_ZIP;
}

/** The userLocation value cards print the delivery place from ('80011::HOME'). */
export function currentUserLocation(): string {
  return readUserLocationCookie() ?? userLocationCookieValue(currentZip());
}

/**
 * The shopper picked a (validated) ZIP: the cookie becomes '{zip}::HOME' and the stored guest ZIP
 * follows, so both say the same thing (SPEC §4 guest ZIP). A sign-in may give another destination
 * ('{clinic zip}::PREFERRED' for staff, SPEC §4 Customer load).
 */
export function setUserZip(zip: string, destination?: string): void {
  writeUserLocation(zip, destination);
  notify();
}

/**
 * SPEC §4: the stored guest ZIP and the userLocation cookie are kept in sync at navigation. The
 * cookie wins when it holds a ZIP (another tab or a sign-in may have set it); without one the
 * stored ZIP (or the default) is written back to the cookie. Listeners hear only real changes.
 */
export function syncGuestZip(): void {
  const fromCookie = cookieZip();
  const stored = readStoredGuestZip();
  if (fromCookie !== null) {
    if (stored !== fromCookie) {
      writeStored(GUEST_ZIP_STORAGE_KEY, fromCookie);
      notify();
    }
    return;
  }
  writeUserLocation(stored ?? DEFAULT_GUEST_ZIP);
  notify();
}

/** Remembers the serving warehouse for 30 days, or forgets it (null) when the look-up failed. */
export function writeUserWarehouseCookie(code: string | null): void {
  if (code === null) deleteCookie(USER_WAREHOUSE_COOKIE);
  else writeCookie(USER_WAREHOUSE_COOKIE, code, USER_WAREHOUSE_MAX_AGE_SECONDS);
}
