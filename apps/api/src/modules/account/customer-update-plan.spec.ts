import { planCustomerUpdate } from './customer-update-plan';

describe('planCustomerUpdate', () => {
  it('keeps the valid profile fields, trimmed', () => {
    expect(
      planCustomerUpdate(
        { firstName: ' Ann ', lastName: 'Lee', phone: '303.555.0100', acceptsMarketing: false },
        'consumer',
      ),
    ).toEqual({
      profile: { firstName: 'Ann', lastName: 'Lee', phone: '303.555.0100', acceptsMarketing: false },
      metafields: [],
      userErrors: [],
    });
  });

  it('changes nothing that was left out', () => {
    expect(planCustomerUpdate({}, 'consumer')).toEqual({ profile: {}, metafields: [], userErrors: [] });
  });

  it('removes the phone for null or blank', () => {
    expect(planCustomerUpdate({ phone: null }, 'consumer').profile).toEqual({ phone: null });
    expect(planCustomerUpdate({ phone: '  ' }, 'consumer').profile).toEqual({ phone: null });
  });

  it('refuses blank or multi-line names and an implausible phone as user errors, keeping the rest', () => {
    const plan = planCustomerUpdate(
      { firstName: ' ', lastName: 'Lee\nX', phone: 'call me', acceptsMarketing: true },
      'consumer',
    );
    expect(plan.profile).toEqual({ acceptsMarketing: true });
    expect(plan.userErrors.map((e) => [e.field.join('.'), e.code])).toEqual([
      ['firstName', 'BLANK'],
      ['lastName', 'NOT_SINGLE_LINE'],
      ['phone', 'INVALID_PHONE'],
    ]);
  });

  it('saves valid metafields and reports each bad one by its index', () => {
    const plan = planCustomerUpdate(
      {
        metafields: [
          {
            namespace: 'profeeding',
            key: 'preferred_address',
            value: 'clinic',
            type: 'single_line_text_field',
          },
          { namespace: 'custom', key: 'favourite', value: 'x' },
          { namespace: 'custom', key: 'clinic_zip', value: '8001' },
          { namespace: 'custom', key: 'ship_to', value: '0001234567' },
        ],
      },
      'staff',
    );
    expect(plan.metafields).toEqual([
      { namespace: 'profeeding', key: 'preferred_address', value: 'clinic', type: 'single_line_text_field' },
      { namespace: 'custom', key: 'ship_to', value: '0001234567', type: 'single_line_text_field' },
    ]);
    expect(plan.userErrors).toEqual([
      {
        field: ['metafields', '1', 'key'],
        code: 'UNKNOWN_METAFIELD',
        message: 'custom.favourite is not a customer metafield this shop keeps',
      },
      {
        field: ['metafields', '2', 'value'],
        code: 'INVALID_VALUE',
        message: "custom.clinic_zip must be the clinic's 5-digit ZIP code",
      },
    ]);
  });

  it('refuses staff-only metafields from a consumer', () => {
    const plan = planCustomerUpdate(
      { metafields: [{ namespace: 'custom', key: 'sold_to', value: '1' }] },
      'consumer',
    );
    expect(plan.metafields).toEqual([]);
    expect(plan.userErrors[0]).toMatchObject({ field: ['metafields', '0', 'key'], code: 'STAFF_ONLY' });
  });

  it('lets the later of two entries for one metafield win', () => {
    const plan = planCustomerUpdate(
      {
        metafields: [
          { namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/a' },
          { namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/b' },
        ],
      },
      'consumer',
    );
    expect(plan.metafields.map((m) => m.value)).toEqual(['gid://shop/Cart/b']);
  });
});
