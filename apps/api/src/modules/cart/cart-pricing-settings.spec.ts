import type { ConfigService } from '@nestjs/config';
import type { Env } from '../../platform/config/env.schema';
import { CartPricingSettings } from './cart-pricing-settings';

function settingsOf(values: Partial<Env>): CartPricingSettings {
  const config = { get: (key: keyof Env) => values[key] } as unknown as ConfigService<Env, true>;
  return new CartPricingSettings(config);
}

describe('CartPricingSettings', () => {
  const pricing = settingsOf({ STAFF_PROGRAM_DISCOUNT_PERCENT: 15, CART_EXCLUDED_PRODUCT_TYPE: 'Gift' });

  it('prices PD-eligible staff with the configured program discount and excluded type', () => {
    expect(pricing.inputsFor({ signedIn: true, pdEligible: true, existingSubscriptionCount: 1 })).toEqual({
      programDiscountPercent: 15,
      pdEligible: true,
      signedIn: true,
      existingSubscriptionCount: 1,
      excludedProductType: 'Gift',
    });
  });

  it('answers the configured excluded product type for the stock checks', () => {
    expect(pricing.excludedProductType).toBe('Gift');
  });
});
