import type { ValidAddress } from './address-validation';

/*
 * Samples for the tests of code that uses this library (its own specs, the API's, the storefront's).
 * Not exported from index.ts, so no app bundle carries them: tests import '@shop/identity/testing'.
 */

/** A complete, valid US address (Aurora, Colorado), as validateAddress answers it. */
export const VALID_US_ADDRESS: Readonly<ValidAddress> = {
  address1: '1 Main St',
  address2: 'Suite 2',
  city: 'Aurora',
  province: 'Colorado',
  provinceCode: 'CO',
  zip: '80011',
  country: 'United States',
  countryCode: 'US',
  phone: '(303) 555-0100',
};
