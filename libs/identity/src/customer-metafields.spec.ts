import {
  CUSTOMER_METAFIELDS,
  checkCustomerMetafield,
  customerMetafieldDefinition,
  defaultPreferredAddress,
  type CustomerMetafieldInput,
} from './customer-metafields';

/**
 * A staff member's write whose clinic-set values are the ones sent (as SPEC §4's sync re-sends
 * them), so the checks after READ_ONLY are reached.
 */
const check = (namespace: string, key: string, value: string, type?: string | null) =>
  checkCustomerMetafield({ namespace, key, value, type } as CustomerMetafieldInput, {
    kind: 'staff',
    current: { [`${namespace}.${key}`]: value.trim() },
  });
const codeOf = (result: ReturnType<typeof check>) => (result.ok ? 'OK' : result.problem.code);

describe('CUSTOMER_METAFIELDS', () => {
  it('is exactly the five metafields of SPEC §3', () => {
    expect(CUSTOMER_METAFIELDS.map((d) => `${d.namespace}.${d.key}`)).toEqual([
      'custom.ship_to',
      'custom.sold_to',
      'custom.clinic_zip',
      'profeeding.preferred_address',
      'profeeding.persisted_cart_id',
    ]);
  });

  it('finds a definition by exact namespace and key only', () => {
    expect(customerMetafieldDefinition('custom', 'ship_to')?.key).toBe('ship_to');
    expect(customerMetafieldDefinition('profeeding', 'ship_to')).toBeUndefined();
    expect(customerMetafieldDefinition('Custom', 'ship_to')).toBeUndefined();
    expect(customerMetafieldDefinition('custom', '__proto__')).toBeUndefined();
  });
});

describe('checkCustomerMetafield', () => {
  it('accepts a valid value, trims it and names the type', () => {
    expect(check('profeeding', 'preferred_address', ' home ', 'single_line_text_field')).toEqual({
      ok: true,
      metafield: {
        namespace: 'profeeding',
        key: 'preferred_address',
        value: 'home',
        type: 'single_line_text_field',
      },
    });
    expect(codeOf(check('profeeding', 'preferred_address', 'clinic'))).toBe('OK');
  });

  it.each([
    ['custom', 'favourite_colour'],
    ['profeeding', 'clinic_zip'],
    ['custom', 'constructor'],
    ['', ''],
  ])('refuses %s.%s, which SPEC §3 does not list', (namespace, key) => {
    const result = check(namespace, key, 'x');
    expect(result).toEqual({
      ok: false,
      problem: {
        field: 'key',
        code: 'UNKNOWN_METAFIELD',
        message: `${namespace}.${key} is not a customer metafield this shop keeps`,
      },
    });
  });

  it.each([
    ['custom', 'ship_to', '0001234567'],
    ['custom', 'sold_to', '0001234567'],
    ['custom', 'clinic_zip', '80011'],
    ['profeeding', 'preferred_address', 'home'],
  ])('keeps %s.%s for staff only', (namespace, key, value) => {
    const current = { [`${namespace}.${key}`]: value };
    const asConsumer = checkCustomerMetafield({ namespace, key, value }, { kind: 'consumer', current });
    expect(asConsumer).toEqual({
      ok: false,
      problem: {
        field: 'key',
        code: 'STAFF_ONLY',
        message: `${namespace}.${key} is kept for staff-feeding members only`,
      },
    });
    expect(checkCustomerMetafield({ namespace, key, value }, { kind: 'staff', current }).ok).toBe(true);
  });

  it('lets a consumer keep their persisted cart', () => {
    const result = checkCustomerMetafield(
      { namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/abc' },
      { kind: 'consumer' },
    );
    expect(result.ok).toBe(true);
  });

  it('refuses any type but single_line_text_field', () => {
    expect(codeOf(check('custom', 'clinic_zip', '80011', 'number_integer'))).toBe('INVALID_TYPE');
    expect(codeOf(check('custom', 'clinic_zip', '80011', null))).toBe('OK');
  });

  it.each(['', '   '])('refuses blank value %p', (value) => {
    expect(codeOf(check('custom', 'ship_to', value))).toBe('BLANK');
  });

  it.each(['12\n34', '12\u000034', 'a\tb'])('refuses %p as not single-line', (value) => {
    expect(codeOf(check('custom', 'ship_to', value))).toBe('NOT_SINGLE_LINE');
  });

  it('limits values to 255 characters before the key rule', () => {
    const id = `gid://shop/Cart/${'a'.repeat(128)}?key=${'b'.repeat(110)}`;
    expect(id.length).toBe(259);
    expect(codeOf(check('profeeding', 'persisted_cart_id', id))).toBe('TOO_LONG');
    expect(codeOf(check('profeeding', 'persisted_cart_id', 'z'.repeat(256)))).toBe('TOO_LONG');
  });

  it.each([
    ['custom', 'ship_to', '0001234567', 'OK'],
    ['custom', 'ship_to', 'A-1_2.3', 'OK'],
    ['custom', 'ship_to', 'x'.repeat(40), 'OK'],
    ['custom', 'ship_to', 'x'.repeat(41), 'INVALID_VALUE'],
    ['custom', 'ship_to', '-123', 'INVALID_VALUE'],
    ['custom', 'ship_to', '12 34', 'INVALID_VALUE'],
    ['custom', 'sold_to', '0009876543', 'OK'],
    ['custom', 'sold_to', '<script>', 'INVALID_VALUE'],
    ['custom', 'clinic_zip', '80011', 'OK'],
    ['custom', 'clinic_zip', '00501', 'OK'],
    ['custom', 'clinic_zip', '8001', 'INVALID_VALUE'],
    ['custom', 'clinic_zip', '800111', 'INVALID_VALUE'],
    ['custom', 'clinic_zip', '8001a', 'INVALID_VALUE'],
    ['profeeding', 'preferred_address', 'home', 'OK'],
    ['profeeding', 'preferred_address', 'clinic', 'OK'],
    ['profeeding', 'preferred_address', 'Home', 'INVALID_VALUE'],
    ['profeeding', 'preferred_address', 'office', 'INVALID_VALUE'],
    ['profeeding', 'persisted_cart_id', 'gid://shop/Cart/c1a2b3', 'OK'],
    ['profeeding', 'persisted_cart_id', 'gid://shop/Cart/c1a2b3?key=abc123', 'OK'],
    ['profeeding', 'persisted_cart_id', '0b6c2f1e-9a7d-4c1b-8e2f-3a4b5c6d7e8f', 'OK'],
    ['profeeding', 'persisted_cart_id', 'gid://shop/Order/123', 'INVALID_VALUE'],
    ['profeeding', 'persisted_cart_id', 'https://evil.example/cart', 'INVALID_VALUE'],
  ])('%s.%s = %p → %s', (namespace, key, value, expected) => {
    expect(codeOf(check(namespace, key, value))).toBe(expected);
  });

  it('names the rule the value broke', () => {
    const result = check('profeeding', 'preferred_address', 'office');
    expect(!result.ok && result.problem).toEqual({
      field: 'value',
      code: 'INVALID_VALUE',
      message: "profeeding.preferred_address must be 'home' or 'clinic'",
    });
  });
});

describe('metafields the clinic sets (custom.ship_to, custom.sold_to, custom.clinic_zip)', () => {
  const current = {
    'custom.ship_to': '0001234567',
    'custom.sold_to': '0009876543',
    'custom.clinic_zip': '80011',
  };

  it('are exactly the three SPEC §4 says joining a clinic gives', () => {
    expect(CUSTOMER_METAFIELDS.filter((d) => d.setByClinic).map((d) => `${d.namespace}.${d.key}`)).toEqual([
      'custom.ship_to',
      'custom.sold_to',
      'custom.clinic_zip',
    ]);
  });

  it.each([
    ['ship_to', '0000000042'],
    ['sold_to', '0000000042'],
    ['clinic_zip', '99501'],
  ])('refuse a staff member changing custom.%s (READ_ONLY), however valid the value', (key, value) => {
    expect(checkCustomerMetafield({ namespace: 'custom', key, value }, { kind: 'staff', current })).toEqual({
      ok: false,
      problem: {
        field: 'key',
        code: 'READ_ONLY',
        message: `custom.${key} is set by joining a clinic and cannot be changed here: join the clinic instead`,
      },
    });
  });

  it('refuse any value while the member has none (no clinic joined)', () => {
    const result = checkCustomerMetafield(
      { namespace: 'custom', key: 'ship_to', value: '0001234567' },
      { kind: 'staff' },
    );
    expect(!result.ok && result.problem.code).toBe('READ_ONLY');
  });

  it.each(['ship_to', 'sold_to', 'clinic_zip'])(
    'accept custom.%s repeating the current value (the customer-load sync), spaces around it ignored',
    (key) => {
      const value = ` ${current[`custom.${key}` as keyof typeof current]} `;
      expect(checkCustomerMetafield({ namespace: 'custom', key, value }, { kind: 'staff', current })).toEqual(
        {
          ok: true,
          metafield: { namespace: 'custom', key, value: value.trim(), type: 'single_line_text_field' },
        },
      );
    },
  );
});

describe('preferred_address and home-delivery-only clinics (SPEC §6)', () => {
  const write = (value: string, homeDeliveryOnly: boolean) =>
    checkCustomerMetafield(
      { namespace: 'profeeding', key: 'preferred_address', value },
      { kind: 'staff', homeDeliveryOnly },
    );

  it("refuses 'clinic' when the clinic delivers to homes only", () => {
    expect(write('clinic', true)).toEqual({
      ok: false,
      problem: {
        field: 'value',
        code: 'HOME_DELIVERY_ONLY',
        message:
          "profeeding.preferred_address must be 'home': your clinic delivers to its members' homes only",
      },
    });
  });

  it("accepts 'home' there, and either value at any other clinic", () => {
    expect(write('home', true).ok).toBe(true);
    expect(write('clinic', false).ok).toBe(true);
    expect(write('home', false).ok).toBe(true);
  });

  it('defaults to the clinic, or home when the clinic delivers to homes only', () => {
    expect(defaultPreferredAddress({ homeDeliveryOnly: false })).toBe('clinic');
    expect(defaultPreferredAddress({ homeDeliveryOnly: true })).toBe('home');
    expect(defaultPreferredAddress(null)).toBe('clinic');
  });
});
