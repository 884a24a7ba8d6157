import { parsePublicOrigins } from './public-origins';

describe('parsePublicOrigins', () => {
  it('fills in {PORT} and keeps each site’s origin', () => {
    expect(
      parsePublicOrigins('DTC=http://localhost:{PORT},HPSF=http://staff.localhost:{PORT}', 3000),
    ).toEqual({
      DTC: 'http://localhost:3000',
      HPSF: 'http://staff.localhost:3000',
    });
  });

  it('accepts a trailing slash and drops a default port', () => {
    expect(parsePublicOrigins(' DTC=https://shop.example/ , HPSF=https://staff.example:443', 0)).toEqual({
      DTC: 'https://shop.example',
      HPSF: 'https://staff.example',
    });
  });

  it.each([
    ['', /no origin for DTC, HPSF/],
    ['DTC=https://shop.example', /no origin for HPSF/],
    ['DTC', /not SITE=origin/],
    ['SHOP=https://shop.example', /not SITE=origin/],
    ['DTC=shop.example,HPSF=https://staff.example', /not a URL/],
    ['DTC=https://shop.example/a,HPSF=https://staff.example', /must be an origin/],
    ['DTC=https://shop.example?x=1,HPSF=https://staff.example', /must be an origin/],
  ])('refuses %p', (text, message) => {
    expect(() => parsePublicOrigins(text, 3000)).toThrow(message);
  });
});
