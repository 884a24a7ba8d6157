import { STAFF_REGISTRATION_PATH } from './login-redirect';
import { staffPostLoginTarget } from './staff-post-login-target';

describe('staffPostLoginTarget', () => {
  it('sends a registered member to the page they asked for, query included', () => {
    expect(staffPostLoginTarget({ returnTo: '/products/dog?sort=new', isRegistered: true })).toBe(
      '/products/dog?sort=new',
    );
  });

  it('sends a member who came from home, or asked for nothing, home', () => {
    expect(staffPostLoginTarget({ returnTo: '/', isRegistered: true })).toBe('/');
    expect(staffPostLoginTarget({ returnTo: null, isRegistered: true })).toBe('/');
    expect(staffPostLoginTarget({ returnTo: '/', isRegistered: false })).toBe('/');
  });

  it('sends an unregistered member to registration, except on exempt pages', () => {
    expect(staffPostLoginTarget({ returnTo: '/products', isRegistered: false })).toBe(
      STAFF_REGISTRATION_PATH,
    );
    expect(staffPostLoginTarget({ returnTo: '/faq', isRegistered: false })).toBe('/faq');
    expect(staffPostLoginTarget({ returnTo: STAFF_REGISTRATION_PATH, isRegistered: false })).toBe(
      STAFF_REGISTRATION_PATH,
    );
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'products'])(
    'never follows %s off the site',
    (returnTo) => {
      expect(staffPostLoginTarget({ returnTo, isRegistered: true })).toBe('/');
    },
  );
});
