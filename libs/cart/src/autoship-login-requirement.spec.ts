import { AUTOSHIP_REQUIRED_LOGIN_PATH, requiresAutoshipLogin } from './autoship-login-requirement';

const autoship = [{ sellingPlanId: null }, { sellingPlanId: 'plan-28' }];
const oneTime = [{ sellingPlanId: null }];

describe('requiresAutoshipLogin (SPEC §4)', () => {
  it.each([
    ['a guest starting a subscription, flag on', autoship, false, true, true],
    ['a signed-in shopper starting a subscription', autoship, true, true, false],
    ['a guest buying one-time lines only', oneTime, false, true, false],
    ['a guest starting a subscription, flag off', autoship, false, false, false],
  ])('%s → %p', (_name, lines, authenticated, autoshipRequiresLogin, expected) => {
    expect(requiresAutoshipLogin({ lines, authenticated, autoshipRequiresLogin })).toBe(expected);
  });

  it.each([
    ['a guest placing a subscription order', autoship, false, true],
    ['a signed-in shopper placing a subscription order', autoship, true, false],
    ['a guest placing a one-time order', oneTime, false, false],
  ])('when the order is placed, whatever the flag: %s → %p', (_name, lines, authenticated, expected) => {
    expect(requiresAutoshipLogin({ lines, authenticated, placingOrder: true })).toBe(expected);
  });

  it('sends the shopper to the SPEC §2 route', () => {
    expect(AUTOSHIP_REQUIRED_LOGIN_PATH).toBe('/shelter/autoship-required-login');
  });
});
