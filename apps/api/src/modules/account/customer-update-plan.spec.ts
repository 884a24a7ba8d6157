import type { MetafieldWriter } from '@shop/identity';
import { planCustomerUpdate } from './customer-update-plan';

const consumer: MetafieldWriter = { kind: 'consumer' };
/** A member of a clinic with clinic delivery, as the customers row has them. */
const staff: MetafieldWriter = {
  kind: 'staff',
  current: { 'custom.ship_to': '0001234567', 'custom.sold_to': '0009876543', 'custom.clinic_zip': '80011' },
  homeDeliveryOnly: false,
};

describe('planCustomerUpdate', () => {
  it('keeps the valid profile fields, trimmed', () => {
    expect(
      planCustomerUpdate(
        { firstName: ' Ann ', lastName: 'Lee', phone: '303.555.0100', acceptsMarketing: false },
        consumer,
      ),
    ).toEqual({
      profile: { firstName: 'Ann', lastName: 'Lee', phone: '303.555.0100', acceptsMarketing: false },
      metafields: [],
      userErrors: [],
    });
  });

  it('changes nothing that was left out', () => {
    expect(planCustomerUpdate({}, consumer)).toEqual({ profile: {}, metafields: [], userErrors: [] });
  });

  it('removes the phone for null or blank', () => {
    expect(planCustomerUpdate({ phone: null }, consumer).profile).toEqual({ phone: null });
    expect(planCustomerUpdate({ phone: '  ' }, consumer).profile).toEqual({ phone: null });
  });

  it('refuses blank or multi-line names and an implausible phone as user errors, keeping the rest', () => {
    const plan = planCustomerUpdate(
      { firstName: ' ', lastName: 'Lee\nX', phone: 'call me', acceptsMarketing: true },
      consumer,
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
          { namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/a' },
          { namespace: 'custom', key: 'favourite', value: 'x' },
          { namespace: 'profeeding', key: 'persisted_cart_id', value: 'https://evil.example/' },
        ],
      },
      staff,
    );
    expect(plan.metafields).toEqual([
      {
        namespace: 'profeeding',
        key: 'persisted_cart_id',
        value: 'gid://shop/Cart/a',
        type: 'single_line_text_field',
      },
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
        message: "profeeding.persisted_cart_id must be a cart id such as 'gid://shop/Cart/{id}'",
      },
    ]);
  });

  it("takes a staff member's preferred address for the customers row, not customer_metafields", () => {
    const plan = planCustomerUpdate(
      { metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }] },
      staff,
    );
    expect(plan).toEqual({ profile: {}, preferredAddress: 'home', metafields: [], userErrors: [] });
  });

  it('passes the clinic fields repeated as they are (the customer-load sync) and writes nothing for them', () => {
    const plan = planCustomerUpdate(
      {
        metafields: [
          { namespace: 'custom', key: 'ship_to', value: '0001234567' },
          { namespace: 'custom', key: 'sold_to', value: '0009876543' },
          { namespace: 'custom', key: 'clinic_zip', value: '80011' },
          { namespace: 'profeeding', key: 'preferred_address', value: 'clinic' },
        ],
      },
      staff,
    );
    expect(plan).toEqual({ profile: {}, preferredAddress: 'clinic', metafields: [], userErrors: [] });
  });

  it('refuses a changed clinic field as READ_ONLY and keeps the rest of the update', () => {
    const plan = planCustomerUpdate(
      {
        firstName: 'Sam',
        metafields: [
          { namespace: 'custom', key: 'sold_to', value: '0000000042' },
          { namespace: 'profeeding', key: 'preferred_address', value: 'home' },
        ],
      },
      staff,
    );
    expect(plan.profile).toEqual({ firstName: 'Sam' });
    expect(plan.preferredAddress).toBe('home');
    expect(plan.userErrors).toEqual([
      {
        field: ['metafields', '0', 'key'],
        code: 'READ_ONLY',
        message:
          'custom.sold_to is set by joining a clinic and cannot be changed here: join the clinic instead',
      },
    ]);
  });

  it("refuses 'clinic' as the preferred address where the clinic delivers to homes only", () => {
    const plan = planCustomerUpdate(
      { metafields: [{ namespace: 'profeeding', key: 'preferred_address', value: 'clinic' }] },
      { ...staff, homeDeliveryOnly: true },
    );
    expect(plan.preferredAddress).toBeUndefined();
    expect(plan.userErrors.map((e) => [e.field.join('.'), e.code])).toEqual([
      ['metafields.0.value', 'HOME_DELIVERY_ONLY'],
    ]);
  });

  it('refuses staff-only metafields from a consumer', () => {
    const plan = planCustomerUpdate(
      { metafields: [{ namespace: 'custom', key: 'sold_to', value: '1' }] },
      consumer,
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
      consumer,
    );
    expect(plan.metafields.map((m) => m.value)).toEqual(['gid://shop/Cart/b']);
  });
});
