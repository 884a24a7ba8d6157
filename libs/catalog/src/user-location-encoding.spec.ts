import {
  parseUserLocation,
  signedInUserLocation,
  USER_LOCATION_KEY,
  userLocationCookieValue,
} from './user-location-encoding';

describe('user location cookie', () => {
  it.each([
    ['80011', undefined, '80011::HOME'],
    ['80011', 'HOME', '80011::HOME'],
    ['80011', 'clinic', '80011::clinic'],
  ])('userLocationCookieValue(%p, %p) is %p', (zip, destination, expected) => {
    expect(userLocationCookieValue(zip, destination)).toBe(expected);
  });

  it.each([
    ['80011::HOME', { location: '80011', destination: 'HOME' }],
    ['Denver::clinic', { location: 'Denver', destination: 'clinic' }],
    ['80011', { location: '80011', destination: '' }],
    ['', { location: '', destination: '' }],
    ['::HOME', { location: '', destination: 'HOME' }],
    ['a::b::c', { location: 'a', destination: 'b' }],
    ['80011:HOME', { location: '80011:HOME', destination: '' }],
  ])('parseUserLocation(%p)', (value, expected) => {
    expect(parseUserLocation(value)).toEqual(expected);
  });

  it('round-trips', () => {
    expect(parseUserLocation(userLocationCookieValue('00501'))).toEqual({
      location: '00501',
      destination: 'HOME',
    });
  });
});

describe('signedInUserLocation (SPEC §4 Customer load)', () => {
  it("gives a staff member who prefers the clinic the clinic's ZIP with PREFERRED", () => {
    expect(
      signedInUserLocation({ defaultZip: '10001', clinicZip: '80011', preferredAddress: 'clinic' }),
    ).toEqual({
      zip: '80011',
      destination: 'PREFERRED',
    });
  });

  it.each([
    [{ defaultZip: '10001', clinicZip: '80011', preferredAddress: 'home' }],
    [{ defaultZip: '10001', clinicZip: null, preferredAddress: 'clinic' }],
    [{ defaultZip: '10001', clinicZip: 'Denv1', preferredAddress: 'clinic' }],
    [{ defaultZip: '10001', preferredAddress: null }],
  ])('otherwise the default address ZIP with HOME: %o', (source) => {
    expect(signedInUserLocation(source)).toEqual({ zip: '10001', destination: 'HOME' });
  });

  it.each([
    [{}],
    [{ defaultZip: '1000' }],
    [{ defaultZip: null, clinicZip: '80011', preferredAddress: 'home' }],
  ])('is null without a usable ZIP: %o', (source) => {
    expect(signedInUserLocation(source)).toBeNull();
  });
});

describe('USER_LOCATION_KEY', () => {
  it('is the name SPEC §3 gives the cookie and the cart attribute', () => {
    expect(USER_LOCATION_KEY).toBe('userLocation');
  });
});
