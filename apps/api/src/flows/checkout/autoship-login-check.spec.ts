import { UnauthorizedError } from '../../platform/errors/app-error';
import { checkAutoshipLogin } from './autoship-login-check';

const guest = { customerId: null };
const customer = { customerId: 'c1' };
const autoship = [{ sellingPlanId: null }, { sellingPlanId: 'gid://shop/SellingPlan/1' }];
const oneTime = [{ sellingPlanId: null }];

describe('checkAutoshipLogin', () => {
  it('answers 401', () => {
    try {
      checkAutoshipLogin(guest, autoship, { placingOrder: true });
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(UnauthorizedError);
    }
  });

  it("refuses a guest's autoship at the checkout link while the setting is on", () => {
    expect(() => checkAutoshipLogin(guest, autoship, { autoshipRequiresLogin: true })).toThrow(
      expect.objectContaining({ code: 'AUTOSHIP_REQUIRES_LOGIN' }),
    );
  });

  it('lets the guest reach the checkout page while the setting is off', () => {
    expect(() => checkAutoshipLogin(guest, autoship, { autoshipRequiresLogin: false })).not.toThrow();
  });

  it("refuses a guest's autoship when the order is placed, whatever the setting", () => {
    expect(() => checkAutoshipLogin(guest, autoship, { placingOrder: true })).toThrow(
      expect.objectContaining({ code: 'AUTOSHIP_REQUIRES_LOGIN' }),
    );
  });

  it('lets a customer, and a guest buying one-time lines, through at both stages', () => {
    for (const stage of [{ autoshipRequiresLogin: true }, { placingOrder: true as const }]) {
      expect(() => checkAutoshipLogin(customer, autoship, stage)).not.toThrow();
      expect(() => checkAutoshipLogin(guest, oneTime, stage)).not.toThrow();
    }
  });
});
