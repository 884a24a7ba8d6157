import { screenSetRoute } from './screen-set-route';

describe('screenSetRoute', () => {
  it.each([
    ['Default-RegistrationLogin', '/shelter/register'],
    ['registration', '/shelter/register'],
    ['Shop-PasswordReset', '/shelter/forgot-password'],
    ['forgot-password', '/shelter/forgot-password'],
    ['FORGOT', '/shelter/forgot-password'],
    ['Default-Login', '/shelter/login'],
    ['Default-ProfileUpdate', '/shelter/login'],
    ['', '/shelter/login'],
  ])('%p → %p', (screenSetId, expected) => {
    expect(screenSetRoute(screenSetId)).toBe(expected);
  });

  it('lets configuration override the defaults by exact id', () => {
    const overrides = { 'Acme-SignUp': '/shelter/register', 'Acme-RegistrationLegacy': '/shelter/login' };
    expect(screenSetRoute('Acme-SignUp', overrides)).toBe('/shelter/register');
    expect(screenSetRoute('Acme-RegistrationLegacy', overrides)).toBe('/shelter/login');
    expect(screenSetRoute('Acme-PasswordReset', overrides)).toBe('/shelter/forgot-password');
  });
});
