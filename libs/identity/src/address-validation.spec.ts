import { validateAddress, type AddressInput } from './address-validation';
import { VALID_US_ADDRESS } from './testing';

const good: AddressInput = VALID_US_ADDRESS;

function problemsOf(input: AddressInput) {
  const check = validateAddress(input);
  return check.ok ? [] : check.problems.map((p) => `${p.field}:${p.code}`);
}

describe('validateAddress', () => {
  it('accepts a complete US address and trims it', () => {
    const check = validateAddress({ ...good, address1: '  1 Main St ', city: ' Aurora' });
    expect(check).toEqual({ ok: true, address: VALID_US_ADDRESS });
  });

  it('fills the state name from the code, the code from the name, and the country', () => {
    const byCode = validateAddress({ address1: 'a', city: 'b', provinceCode: 'co', zip: '80011' });
    expect(byCode.ok && byCode.address).toMatchObject({
      province: 'Colorado',
      provinceCode: 'CO',
      country: 'United States',
      countryCode: 'US',
      address2: null,
      phone: null,
    });
    const byName = validateAddress({ address1: 'a', city: 'b', province: 'colorado', zip: '80011' });
    expect(byName.ok && byName.address.provinceCode).toBe('CO');
  });

  it('requires street, city, state and ZIP, and reports all of them at once', () => {
    expect(problemsOf({})).toEqual([
      'address1:REQUIRED',
      'city:REQUIRED',
      'provinceCode:REQUIRED',
      'zip:REQUIRED',
    ]);
    expect(problemsOf({ ...good, address1: '   ' })).toEqual(['address1:REQUIRED']);
  });

  it('keeps optional fields optional', () => {
    expect(problemsOf({ ...good, address2: '', phone: null, country: undefined, countryCode: '' })).toEqual(
      [],
    );
  });

  it.each([
    ['address1', 100],
    ['address2', 100],
    ['city', 60],
  ] as const)('limits %s to %i characters', (field, limit) => {
    expect(problemsOf({ ...good, [field]: 'x'.repeat(limit) })).toEqual([]);
    expect(problemsOf({ ...good, [field]: 'x'.repeat(limit + 1) })).toEqual([`${field}:TOO_LONG`]);
  });

  it.each(['1 Main St\nApt 2', 'a\u0000b', 'tab\there', 'a\u2028b'])(
    'refuses %p as not single-line',
    (value) => {
      expect(problemsOf({ ...good, address1: value })).toEqual(['address1:NOT_SINGLE_LINE']);
    },
  );

  it.each([
    [{ country: 'Canada' }, 'country:UNSUPPORTED_COUNTRY'],
    [{ countryCode: 'CA' }, 'countryCode:UNSUPPORTED_COUNTRY'],
  ])('refuses %p: the shop delivers in the US only', (change, problem) => {
    expect(problemsOf({ ...good, ...change })).toEqual([problem]);
  });

  it.each(['USA', 'United States of America', 'us'])('accepts %p as the United States', (country) => {
    expect(problemsOf({ ...good, country })).toEqual([]);
  });

  it.each([
    [{ provinceCode: 'PR', province: null }, 'provinceCode:UNKNOWN_STATE'],
    [{ provinceCode: 'ZZ', province: null }, 'provinceCode:UNKNOWN_STATE'],
    [{ provinceCode: null, province: 'Ontario' }, 'province:UNKNOWN_STATE'],
    [{ provinceCode: 'CO', province: 'Ontario' }, 'province:UNKNOWN_STATE'],
    [{ provinceCode: 'CO', province: 'Wyoming' }, 'province:STATE_MISMATCH'],
  ])('refuses state %p', (change, problem) => {
    expect(problemsOf({ ...good, ...change })).toEqual([problem]);
  });

  it.each(['8001', '800111', '8001a', '80011-1234', 'abcde'])(
    'refuses ZIP %p, which is not 5 digits',
    (zip) => {
      expect(problemsOf({ ...good, zip })).toEqual(['zip:INVALID_ZIP']);
    },
  );

  it('refuses a ZIP of another state, naming both', () => {
    const check = validateAddress({ ...good, zip: '82001' });
    expect(check).toEqual({
      ok: false,
      problems: [
        {
          field: 'zip',
          code: 'ZIP_STATE_MISMATCH',
          message: 'ZIP code 82001 is in Wyoming, not in Colorado',
        },
      ],
    });
  });

  it('refuses a ZIP no state owns, naming the state given', () => {
    const check = validateAddress({ ...good, zip: '00601' });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems[0].message).toBe(
      'ZIP code 00601 is not in Colorado (nor in any state the shop delivers to)',
    );
  });

  it('accepts the ZIP at each end of a state, and refuses the one past it', () => {
    expect(problemsOf({ ...good, zip: '80000' })).toEqual([]);
    expect(problemsOf({ ...good, zip: '81699' })).toEqual([]);
    expect(problemsOf({ ...good, zip: '81700' })).toEqual(['zip:ZIP_STATE_MISMATCH']);
    expect(problemsOf({ ...good, zip: '79999' })).toEqual(['zip:ZIP_STATE_MISMATCH']);
  });

  it('checks the phone leniently', () => {
    expect(problemsOf({ ...good, phone: '303.555.0100' })).toEqual([]);
    expect(problemsOf({ ...good, phone: 'not a phone' })).toEqual(['phone:INVALID_PHONE']);
  });
});
