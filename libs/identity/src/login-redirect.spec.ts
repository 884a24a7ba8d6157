import {
  type LoginRedirectInput,
  STAFF_REGISTRATION_PATH,
  loginRedirectFor,
  ssoLoginHref,
} from './login-redirect';
import { decodeRedirect } from './redirect-encoding';

describe('loginRedirectFor — consumer (DTC)', () => {
  const dtc = (pathname: string, authenticated: boolean, fullPath = pathname): LoginRedirectInput => ({
    siteId: 'DTC',
    pathname,
    fullPath,
    authenticated,
  });

  it('sends a guest on an account page to login with the base64 full path', () => {
    const target = loginRedirectFor(dtc('/account/orders', false, '/account/orders?page=2#list'));
    expect(target).toBe(`/shelter/login?redirect=${encodeURIComponent(btoa('/account/orders?page=2#list'))}`);
    const redirect = new URL(target ?? '', 'http://x.invalid').searchParams.get('redirect');
    expect(decodeRedirect(redirect)).toBe('/account/orders?page=2#list');
  });

  it.each(['/account', '/account/', '/account/dashboard', '/account/orders/42', '/account/login'])(
    'redirects a guest on %p',
    (pathname) => {
      expect(loginRedirectFor(dtc(pathname, false))).toMatch(/^\/shelter\/login\?redirect=/);
    },
  );

  it.each(['/', '/cart', '/products', '/faq', '/shelter/login', '/accounting-tips', '/products/dog'])(
    'lets a guest open %p',
    (pathname) => {
      expect(loginRedirectFor(dtc(pathname, false))).toBeNull();
    },
  );

  it.each(['/account/dashboard', '/cart', '/'])('lets a signed-in customer open %p', (pathname) => {
    expect(loginRedirectFor(dtc(pathname, true))).toBeNull();
  });

  it('never sends a consumer to staff registration, registered or not', () => {
    expect(loginRedirectFor({ ...dtc('/account/orders', true), isRegistered: false })).toBeNull();
  });
});

describe('loginRedirectFor — staff (HPSF)', () => {
  const sso = 'https://sso.example.com/login';
  const hpsf = (pathname: string, authenticated: boolean, isRegistered?: boolean): LoginRedirectInput => ({
    siteId: 'HPSF',
    pathname,
    fullPath: `${pathname}?q=1`,
    fullUrl: `https://staff.example.com${pathname}?q=1`,
    authenticated,
    isRegistered,
    ssoLoginUrl: sso,
  });

  it.each(['/cart', '/products', '/account/orders', '/shelter/register', '/contact-us'])(
    'sends a visitor who is not signed in on %p to the SSO login with the full URL',
    (pathname) => {
      expect(loginRedirectFor(hpsf(pathname, false))).toBe(
        `${sso}?returnTo=${encodeURIComponent(`https://staff.example.com${pathname}?q=1`)}`,
      );
    },
  );

  it('appends returnTo to an SSO URL that already has a query', () => {
    const input = { ...hpsf('/cart', false), ssoLoginUrl: `${sso}?client=shop` };
    expect(loginRedirectFor(input)).toBe(
      `${sso}?client=shop&returnTo=${encodeURIComponent(input.fullUrl ?? '')}`,
    );
  });

  it('falls back to the full path when no full URL is given', () => {
    const input = { ...hpsf('/cart', false), fullUrl: undefined };
    expect(loginRedirectFor(input)).toBe(`${sso}?returnTo=${encodeURIComponent('/cart?q=1')}`);
  });

  it.each(['/', '/faq', '/faq/', '/terms-and-conditions', '/maintenance', '/password-protect'])(
    'never redirects on the exempt path %p',
    (pathname) => {
      expect(loginRedirectFor(hpsf(pathname, false))).toBeNull();
      expect(loginRedirectFor(hpsf(pathname, true, false))).toBeNull();
    },
  );

  it.each(['/logout', '/products/logout'])(
    'never sends anyone on the logout route %p to sign in (a signed-out member would be signed straight back in)',
    (pathname) => {
      expect(loginRedirectFor(hpsf(pathname, false))).toBeNull();
      expect(loginRedirectFor(hpsf(pathname, true, false))).toBeNull();
    },
  );

  it.each([
    // pathname, isRegistered, expected
    ['/cart', false, STAFF_REGISTRATION_PATH],
    ['/cart', undefined, STAFF_REGISTRATION_PATH],
    ['/account/autoships', false, STAFF_REGISTRATION_PATH],
    ['/staff/registration', false, null],
    ['/staff/registration/', false, null],
    ['/shelter/register', false, STAFF_REGISTRATION_PATH],
    ['/logout', false, null],
    ['/cart', true, null],
    ['/account/autoships', true, null],
  ])('a signed-in member on %p with isRegistered=%p → %p', (pathname, isRegistered, expected) => {
    expect(loginRedirectFor(hpsf(pathname, true, isRegistered))).toBe(expected);
  });

  it('throws when no SSO login URL is configured', () => {
    expect(() => loginRedirectFor({ ...hpsf('/cart', false), ssoLoginUrl: undefined })).toThrow(
      /ssoLoginUrl/,
    );
  });

  it('uses the staff registration path', () => {
    expect(STAFF_REGISTRATION_PATH).toBe('/staff/registration');
  });
});

describe('ssoLoginHref', () => {
  it('asks the single sign-on to come back to the page, encoded', () => {
    expect(ssoLoginHref('/api/idp/login', '/products/dog?brand=a&b=c')).toBe(
      '/api/idp/login?returnTo=%2Fproducts%2Fdog%3Fbrand%3Da%26b%3Dc',
    );
  });

  it('adds to a query the address already has', () => {
    expect(ssoLoginHref('https://sso.example/login?client=shop', '/')).toBe(
      'https://sso.example/login?client=shop&returnTo=%2F',
    );
  });
});
