import { parseUserLocation, userLocationCookieValue } from './user-location-encoding';

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
