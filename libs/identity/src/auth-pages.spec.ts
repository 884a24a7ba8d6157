import { AUTH_PAGES, bouncesAuthenticatedUser } from './auth-pages';

describe('bouncesAuthenticatedUser', () => {
  it('lists the three auth pages', () => {
    expect(AUTH_PAGES).toEqual(['/shelter/login', '/shelter/register', '/shelter/forgot-password']);
  });

  it.each([
    ['/shelter/login', true, true],
    ['/shelter/login/', true, true],
    ['/shelter/register', true, true],
    ['/shelter/forgot-password', true, true],
    ['/shelter/reset-password', true, false],
    ['/shelter/autoship-required-login', true, false],
    ['/account/dashboard', true, false],
    ['/', true, false],
    ['/shelter/login', false, false],
    ['/shelter/register', false, false],
    ['/shelter/forgot-password', false, false],
  ])('%p (authenticated=%s) → %s', (pathname, authenticated, expected) => {
    expect(bouncesAuthenticatedUser(pathname, authenticated)).toBe(expected);
  });
});
