import { pricingInputsFor, type PricingSettings } from './cart-pricing-inputs';
import { priceCart } from './cart-pricing';

const SETTINGS: PricingSettings = { programDiscountPercent: 10, excludedProductType: 'Donation' };
const customer = { signedIn: true, pdEligible: false, existingSubscriptionCount: 0 };

describe('pricingInputsFor', () => {
  it('gives PD-eligible staff the program discount setting, everyone else none', () => {
    expect(pricingInputsFor(SETTINGS, { ...customer, pdEligible: true })).toMatchObject({
      programDiscountPercent: 10,
      pdEligible: true,
    });
    expect(pricingInputsFor(SETTINGS, customer)).toMatchObject({
      programDiscountPercent: 0,
      pdEligible: false,
    });
  });

  it('counts no subscriptions for a guest, the customer’s own for a customer', () => {
    const guest = pricingInputsFor(SETTINGS, {
      signedIn: false,
      pdEligible: false,
      existingSubscriptionCount: 3,
    });
    expect(guest).toMatchObject({ signedIn: false, existingSubscriptionCount: 0 });
    expect(pricingInputsFor(SETTINGS, { ...customer, existingSubscriptionCount: 2 })).toMatchObject({
      signedIn: true,
      existingSubscriptionCount: 2,
    });
  });

  it('passes the excluded product type to every buyer', () => {
    expect(pricingInputsFor(SETTINGS, customer).excludedProductType).toBe('Donation');
  });

  it('prices a one-time line with the program discount for eligible staff only', () => {
    const line = { unitPriceCents: 10000, quantity: 1, productType: 'Dry Food' };
    const price = (pdEligible: boolean) =>
      priceCart({
        lines: [line],
        discountCodes: [],
        ...pricingInputsFor(SETTINGS, { ...customer, pdEligible }),
      }).totals.cartSubtotalCents;
    expect(price(true)).toBe(9000);
    expect(price(false)).toBe(10000);
  });

  it('keeps the excluded product type out of the free-shipping subtotal', () => {
    const priced = priceCart({
      lines: [
        { unitPriceCents: 5000, quantity: 1, productType: 'Dry Food' },
        { unitPriceCents: 500, quantity: 1, productType: 'Donation' },
      ],
      discountCodes: [],
      ...pricingInputsFor(SETTINGS, customer),
    });
    expect(priced.totals.freeShippingEligibleSubtotalCents).toBe(5000);
  });
});
