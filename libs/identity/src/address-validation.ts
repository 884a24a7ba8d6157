import { isPlausiblePhone, PHONE_MAX_LENGTH } from './phone-validation';
import { isSingleLineText } from './text-checks';
import { usStateByCode, usStateByName, usStateOfZip } from './us-state-lookup';

/** The only country the shop delivers to (SPEC §3 Address: country and countryCode). */
export const ADDRESS_COUNTRY = 'United States';
export const ADDRESS_COUNTRY_CODE = 'US';

/** Addresses one customer may keep: enough for home, work, family and clinics, not a mailing list. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/** Longest value kept per address field (a carrier label's lines are shorter than this anyway). */
export const ADDRESS_FIELD_LIMITS = {
  address1: 100,
  address2: 100,
  city: 60,
  province: 60,
  provinceCode: 2,
  zip: 5,
  country: 60,
  countryCode: 2,
  phone: PHONE_MAX_LENGTH,
} as const;

/** An address as a shopper enters it (SPEC §3 Address); every field may be missing or blank. */
export interface AddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  provinceCode?: string | null;
  zip?: string | null;
  country?: string | null;
  countryCode?: string | null;
  phone?: string | null;
}

/** A checked address: trimmed, the state's name and code both filled in, country always the US. */
export interface ValidAddress {
  address1: string;
  address2: string | null;
  city: string;
  province: string;
  provinceCode: string;
  zip: string;
  country: typeof ADDRESS_COUNTRY;
  countryCode: typeof ADDRESS_COUNTRY_CODE;
  phone: string | null;
}

export type AddressField = keyof AddressInput;

export type AddressProblemCode =
  | 'REQUIRED'
  | 'TOO_LONG'
  | 'NOT_SINGLE_LINE'
  | 'UNSUPPORTED_COUNTRY'
  | 'UNKNOWN_STATE'
  | 'STATE_MISMATCH'
  | 'INVALID_ZIP'
  | 'ZIP_STATE_MISMATCH'
  | 'INVALID_PHONE';

export interface AddressProblem {
  field: AddressField;
  code: AddressProblemCode;
  message: string;
}

export type AddressCheck = { ok: true; address: ValidAddress } | { ok: false; problems: AddressProblem[] };

const LABELS: Record<AddressField, string> = {
  address1: 'Street address',
  address2: 'Apartment, suite, etc.',
  city: 'City',
  province: 'State',
  provinceCode: 'State code',
  zip: 'ZIP code',
  country: 'Country',
  countryCode: 'Country code',
  phone: 'Phone',
};

/**
 * Checks a delivery address: street, city, state and ZIP are required; every field fits its
 * limit on one line; the country is the United States; the state is one of the 50 states or DC,
 * given by code, by name or by both when they agree; the ZIP is 5 digits and lies in that state
 * (a mismatch would route the parcel to the wrong warehouse and tax it in the wrong state); the
 * phone, when given, is plausible. Answers every problem at once, in field order, so a form can
 * mark them all.
 */
export function validateAddress(input: AddressInput): AddressCheck {
  const problems: AddressProblem[] = [];
  const text = (field: AddressField, required: boolean): string | null => {
    const value = (input[field] ?? '').trim();
    if (value === '') {
      if (required) problems.push({ field, code: 'REQUIRED', message: `${LABELS[field]} is required` });
      return null;
    }
    if (!isSingleLineText(value)) {
      problems.push({ field, code: 'NOT_SINGLE_LINE', message: `${LABELS[field]} must be one line of text` });
      return null;
    }
    if (value.length > ADDRESS_FIELD_LIMITS[field]) {
      problems.push({
        field,
        code: 'TOO_LONG',
        message: `${LABELS[field]} must be at most ${ADDRESS_FIELD_LIMITS[field]} characters`,
      });
      return null;
    }
    return value;
  };

  const address1 = text('address1', true);
  const address2 = text('address2', false);
  const city = text('city', true);
  const state = checkState(input, problems);
  const zip = checkZip(input, problems);
  checkCountry(input, problems);
  const phone = text('phone', false);
  if (phone !== null && !isPlausiblePhone(phone))
    problems.push({
      field: 'phone',
      code: 'INVALID_PHONE',
      message: 'Phone must be a phone number of 7 to 15 digits, e.g. (303) 555-0100',
    });

  if (state && zip) {
    const zipState = usStateOfZip(zip);
    if (zipState?.code !== state.code)
      problems.push({
        field: 'zip',
        code: 'ZIP_STATE_MISMATCH',
        message: zipState
          ? `ZIP code ${zip} is in ${zipState.name}, not in ${state.name}`
          : `ZIP code ${zip} is not in ${state.name} (nor in any state the shop delivers to)`,
      });
  }

  if (problems.length > 0 || !address1 || !city || !state || !zip) return { ok: false, problems };
  return {
    ok: true,
    address: {
      address1,
      address2,
      city,
      province: state.name,
      provinceCode: state.code,
      zip,
      country: ADDRESS_COUNTRY,
      countryCode: ADDRESS_COUNTRY_CODE,
      phone,
    },
  };
}

function checkState(input: AddressInput, problems: AddressProblem[]) {
  const code = (input.provinceCode ?? '').trim().toUpperCase();
  const name = (input.province ?? '').trim();
  if (code === '' && name === '') {
    problems.push({ field: 'provinceCode', code: 'REQUIRED', message: 'State is required' });
    return undefined;
  }
  const byCode = code === '' ? undefined : usStateByCode(code);
  if (code !== '' && !byCode) {
    problems.push({
      field: 'provinceCode',
      code: 'UNKNOWN_STATE',
      message: 'State code must be the 2-letter code of a US state or DC, e.g. CO',
    });
    return undefined;
  }
  const byName = name === '' ? undefined : usStateByName(name);
  if (name !== '' && !byName) {
    problems.push({
      field: 'province',
      code: 'UNKNOWN_STATE',
      message: 'State must be the name of a US state or the District of Columbia',
    });
    return undefined;
  }
  if (byCode && byName && byCode !== byName) {
    problems.push({
      field: 'province',
      code: 'STATE_MISMATCH',
      message: `State ${name} does not match state code ${code} (${byCode.name})`,
    });
    return undefined;
  }
  return byCode ?? byName;
}

function checkZip(input: AddressInput, problems: AddressProblem[]): string | undefined {
  const zip = (input.zip ?? '').trim();
  if (zip === '') {
    problems.push({ field: 'zip', code: 'REQUIRED', message: 'ZIP code is required' });
    return undefined;
  }
  if (!/^[0-9]{5}$/.test(zip)) {
    problems.push({ field: 'zip', code: 'INVALID_ZIP', message: 'ZIP code must be exactly 5 digits' });
    return undefined;
  }
  return zip;
}

function checkCountry(input: AddressInput, problems: AddressProblem[]): void {
  const country = (input.country ?? '').trim();
  const countryCode = (input.countryCode ?? '').trim().toUpperCase();
  const message = 'The shop delivers within the United States only';
  if (
    country !== '' &&
    !['united states', 'united states of america', 'usa', 'us'].includes(country.toLowerCase())
  )
    problems.push({ field: 'country', code: 'UNSUPPORTED_COUNTRY', message });
  if (countryCode !== '' && countryCode !== ADDRESS_COUNTRY_CODE)
    problems.push({ field: 'countryCode', code: 'UNSUPPORTED_COUNTRY', message });
}
