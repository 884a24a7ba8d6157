import { LOGIN_EXEMPT_PATHS, isLoginExempt } from './login-exempt-paths';

describe('isLoginExempt', () => {
  it('lists the exempt paths of SPEC §2', () => {
    expect(LOGIN_EXEMPT_PATHS).toEqual([
      '/terms-and-conditions',
      '/faq',
      '/maintenance',
      '/password-protect',
      '/',
    ]);
  });

  it.each([
    ['/', true],
    ['', true],
    ['/terms-and-conditions', true],
    ['/terms-and-conditions/', true],
    ['/faq', true],
    ['/faq/', true],
    ['/faq/returns', true],
    ['/maintenance', true],
    ['/password-protect', true],
    ['/faqs', false],
    ['/maintenance-plan', false],
    ['/cart', false],
    ['/products', false],
    ['/account/dashboard', false],
    ['/shelter/register', false],
    ['/help/faq', false],
  ])('%p → %s', (pathname, expected) => {
    expect(isLoginExempt(pathname)).toBe(expected);
  });
});
