import type {
  CheckoutChargesDto,
  CheckoutDto,
  CheckoutLineDto,
  PlacedOrderDto,
  ShipToOptionDto,
} from '@shop/api-client';

/** The checkout calls' paths, for routed fake APIs. */
export const CHECKOUT_API = {
  multipass: '/api/multipass',
  get: '/api/checkout/get-checkout',
  charges: '/api/checkout/calculate-charges',
  place: '/api/checkout/place-order',
} as const;

export const ORDER_UUID = '0d4c7f0e-3b1a-4c55-9a77-3e4e2f1b9c10';

export function checkoutLineFixture(overrides: Partial<CheckoutLineDto> = {}): CheckoutLineDto {
  return {
    lineId: 'gid://shop/CartLine/l1',
    productId: 'gid://shop/Product/p1',
    variantId: 'gid://shop/ProductVariant/v1',
    sku: 'DOG-ADULT-CHICKEN-30LB',
    productTitle: 'Adult Chicken & Rice',
    variantTitle: 'Chicken / 30 lb',
    productType: 'Dry Food',
    quantity: 1,
    sellingPlanId: null,
    frequencyDays: null,
    unitPriceCents: 2999,
    lineSubtotalCents: 2999,
    discountCents: 0,
    lineTotalCents: 2999,
    ...overrides,
  };
}

export function savedAddressOption(overrides: Partial<ShipToOptionDto> = {}): ShipToOptionDto {
  return {
    id: 'gid://shop/MailingAddress/a1',
    kind: 'address',
    label: null,
    preselected: true,
    address: {
      firstName: 'Jo',
      lastName: 'Walker',
      address1: '9 Elm St',
      address2: null,
      city: 'Denver',
      province: 'Colorado',
      provinceCode: 'CO',
      zip: '80202',
      country: 'United States',
      countryCode: 'US',
      phone: null,
    },
    ...overrides,
  };
}

/** A guest's checkout (email to enter, a new address to type) unless overridden. */
export function checkoutFixture(overrides: Partial<CheckoutDto> = {}): CheckoutDto {
  const lines = overrides.lines ?? [checkoutLineFixture()];
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return {
    cartId: 'gid://shop/Cart/guest1',
    site: 'DTC',
    signedIn: false,
    email: null,
    emailRequired: true,
    orderType: 'oneTimeOrder',
    lines,
    totals: {
      subtotalBeforeSavingsCents: subtotal,
      autoshipSavingsCents: 0,
      programDiscountCents: 0,
      discountCodeSavingsCents: 0,
      cartSubtotalCents: subtotal,
      totalSavingsCents: 0,
      freeShippingEligibleSubtotalCents: subtotal,
    },
    discountCodes: [],
    shipToOptions: [],
    newAddressAllowed: true,
    homeDeliveryOnly: false,
    freeShippingThresholdCents: 4900,
    expiresAt: '2030-01-01T00:30:00.000Z',
    staffQuota: null,
    ...overrides,
  };
}

/** What calculate-charges answers for a state: $6.95 shipping, the $4 charge in AK and HI, 5% tax. */
export function chargesFor(provinceCode: string, merchandiseCents = 2999): CheckoutChargesDto {
  const serviceChargeCents = provinceCode === 'AK' || provinceCode === 'HI' ? 400 : 0;
  const taxCents = Math.round(merchandiseCents * 0.05);
  return {
    provinceCode,
    merchandiseCents,
    shippingCents: 695,
    serviceChargeCents,
    taxCents,
    totalCents: merchandiseCents + 695 + serviceChargeCents + taxCents,
    freeShipping: false,
  };
}

export function placedOrderFixture(overrides: Partial<PlacedOrderDto> = {}): PlacedOrderDto {
  return {
    id: `gid://shop/Order/${ORDER_UUID}`,
    number: 'SPN-100123',
    email: 'ann@example.com',
    orderType: 'oneTimeOrder',
    lines: [
      {
        sku: 'DOG-ADULT-CHICKEN-30LB',
        productTitle: 'Adult Chicken & Rice',
        variantTitle: 'Chicken / 30 lb',
        quantity: 1,
        sellingPlanId: null,
        frequencyDays: null,
        unitPriceCents: 2999,
        lineSubtotalCents: 2999,
        discountCents: 0,
        lineTotalCents: 2999,
      },
    ],
    totals: {
      subtotalCents: 2999,
      discountCents: 0,
      shippingCents: 695,
      serviceChargeCents: 0,
      taxCents: 150,
      totalCents: 3844,
    },
    shippingAddress: {
      firstName: 'Ann',
      lastName: 'Lee',
      address1: '1 Main St',
      address2: null,
      city: 'Aurora',
      province: 'Colorado',
      provinceCode: 'CO',
      zip: '80011',
      country: 'United States',
      countryCode: 'US',
      phone: null,
    },
    subscriptions: [],
    payment: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}
