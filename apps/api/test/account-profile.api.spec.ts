import { shouldRecordMetafield } from '@shop/identity';
import { SEED_CLINICS } from '../src/seed/clinics/clinics.seed-data';
import {
  postAs,
  signInStaff,
  signUpConsumer,
  type SignedInCustomer,
  type StaffClinicFields,
} from './support/account-sessions';
import { startTestApp, type TestApp } from './support/test-app';

const CUSTOMER = '/api/ecom/v1.0/get-shopify-customer';
const UPDATE = '/api/ecom/v1.0/update-customer';
const DELETE_METAFIELD = '/api/ecom/v1.0/delete-metafield';
const ADDRESS_CREATE = '/api/ecom/v1.0/customer-address-create';

interface Metafield {
  id: string;
  namespace: string;
  key: string;
  value: string;
  type: string;
}

/** What joining a seeded clinic writes on the member's customers row. */
function clinicFields(clinic: (typeof SEED_CLINICS)[number] | undefined): StaffClinicFields {
  if (!clinic) throw new Error('no such seeded clinic');
  return { shipTo: String(clinic.shipTo), soldTo: String(clinic.soldTo), clinicZip: clinic.zip };
}
const DENVER = SEED_CLINICS.find((c) => c.id === 'CLN0004');
const ANCHORAGE = SEED_CLINICS.find((c) => c.provinceCode === 'AK' && c.homeDeliveryOnly);

describe('the signed-in customer profile (SPEC §3, §7 get-shopify-customer, update-customer, delete-metafield)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PD_ELIGIBLE_ACCOUNT_GROUPS: 'Z001,Z002' });
  });
  afterAll(() => t.close());

  const profileOf = async (who: SignedInCustomer) => {
    const res = await postAs(t, who, CUSTOMER);
    expect(res.status).toBe(200);
    return res.body;
  };

  describe('get-shopify-customer', () => {
    it("answers a new consumer's profile with empty lists and no staff fields", async () => {
      const ann = await signUpConsumer(t);
      expect(await profileOf(ann)).toEqual({
        id: ann.publicId,
        email: ann.email,
        firstName: 'Ann',
        lastName: 'Lee',
        phone: null,
        acceptsMarketing: false,
        metafields: [],
        persistedCartMetafield: null,
        preferredAddress: null,
        soldTo: null,
        shipToZip: null,
        clinicZip: null,
        addresses: [],
        defaultAddress: null,
        orders: [],
        subscriptions: [],
        staff: null,
        // SPEC §3's staff monthly quota: a consumer has none.
        quotaMonth: null,
        quotaValue: null,
        quotaReached: false,
      });
    });

    it('takes the session token in the body as SPEC §7 sends it', async () => {
      const ann = await signUpConsumer(t);
      const res = await t.http.post(CUSTOMER).send({ sessionToken: ann.token });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(ann.publicId);
    });

    it('carries the address book and its default', async () => {
      const ann = await signUpConsumer(t);
      await postAs(t, ann, ADDRESS_CREATE, {
        address: { address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011' },
      }).expect(200);
      const profile = await profileOf(ann);
      expect(profile.addresses).toHaveLength(1);
      expect(profile.defaultAddress).toMatchObject({ zip: '80011', province: 'Colorado', isDefault: true });
      expect(profile.shipToZip).toBe('80011');
    });

    it('gives a registered staff member the staff fields of SPEC §3, clinic preferred by default', async () => {
      const sam = await signInStaff(t, {
        sapAccountGroup: 'Z002',
        clinic: { shipTo: '0001234567', soldTo: '0009876543', clinicZip: '82001' },
      });
      const profile = await profileOf(sam);
      expect(profile).toMatchObject({
        id: sam.publicId,
        firstName: 'Sam',
        preferredAddress: 'clinic',
        soldTo: '0009876543',
        clinicZip: '82001',
        shipToZip: '82001',
        staff: {
          roleCode: 'VET',
          graduationYear: 2015,
          currentSchoolName: 'Colorado State University',
          isRegistered: true,
          SF_PreferedShipTo: '0001234567',
          SF_StoreSoldTo: '0009876543',
          SAP_CustomerAccountGroup: 'Z002',
          isEligibleForPd: true,
          zipCode: '82001',
          // Not one of our clinics' ship-tos: no address to show.
          clinicAddress: null,
        },
      });
      expect(profile.metafields.map((m: Metafield) => `${m.namespace}.${m.key}=${m.value}`)).toEqual([
        'custom.clinic_zip=82001',
        'custom.ship_to=0001234567',
        'custom.sold_to=0009876543',
        'profeeding.preferred_address=clinic',
      ]);
    });

    it("carries the clinic's address and delivery flag for a member of one of our clinics", async () => {
      const sam = await signInStaff(t, { clinic: clinicFields(DENVER) });
      expect((await profileOf(sam)).staff.clinicAddress).toEqual({
        address1: DENVER?.address1,
        address2: DENVER?.address2,
        city: 'Denver',
        provinceCode: 'CO',
        zip: DENVER?.zip,
        countryCode: 'US',
        phone: DENVER?.phone,
        homeDeliveryOnly: false,
      });
    });

    it('lets an unregistered staff member read their profile (the registration pages need it)', async () => {
      const newcomer = await signInStaff(t, { registered: false });
      const profile = await profileOf(newcomer);
      expect(profile.staff).toMatchObject({
        isRegistered: false,
        isEligibleForPd: false,
        SF_PreferedShipTo: null,
      });
    });

    it('says not eligible for an account group outside PD_ELIGIBLE_ACCOUNT_GROUPS', async () => {
      const sam = await signInStaff(t, { sapAccountGroup: 'Z009' });
      expect((await profileOf(sam)).staff).toMatchObject({ isRegistered: true, isEligibleForPd: false });
    });

    it('refuses anything but the session token in the body', async () => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, CUSTOMER, { customerId: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('update-customer', () => {
    it('saves names, phone, marketing consent and a metafield, and answers the customer with no userErrors', async () => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, UPDATE, {
        customerId: ann.publicId,
        updateInput: {
          firstName: ' Annie ',
          lastName: 'Leigh',
          phone: '(303) 555-0100',
          acceptsMarketing: true,
          metafields: [
            {
              namespace: 'profeeding',
              key: 'persisted_cart_id',
              value: 'gid://shop/Cart/abc123',
              type: 'single_line_text_field',
            },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.userErrors).toEqual([]);
      expect(shouldRecordMetafield(res.body)).toBe(true);
      expect(res.body.customer).toMatchObject({
        firstName: 'Annie',
        lastName: 'Leigh',
        phone: '(303) 555-0100',
        acceptsMarketing: true,
        persistedCartMetafield: { value: 'gid://shop/Cart/abc123' },
      });
      expect(await profileOf(ann)).toMatchObject({ firstName: 'Annie', acceptsMarketing: true });
    });

    it('overwrites a metafield by namespace and key, keeping its id', async () => {
      const ann = await signUpConsumer(t);
      const save = (value: string) =>
        postAs(t, ann, UPDATE, {
          customerId: ann.publicId,
          updateInput: { metafields: [{ namespace: 'profeeding', key: 'persisted_cart_id', value }] },
        }).expect(200);
      const first = (await save('gid://shop/Cart/one')).body.customer.persistedCartMetafield;
      const second = (await save('gid://shop/Cart/two')).body.customer.persistedCartMetafield;
      expect(second).toEqual({ id: first.id, value: 'gid://shop/Cart/two' });
      expect((await profileOf(ann)).metafields).toHaveLength(1);
    });

    it('accepts the row id as well as the public id', async () => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, UPDATE, {
        customerId: ann.customerId,
        updateInput: { lastName: 'Row' },
      });
      expect(res.status).toBe(200);
      expect(res.body.customer.lastName).toBe('Row');
    });

    it('answers bad metafields as userErrors (200), saves the valid parts, and the client records nothing', async () => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, UPDATE, {
        customerId: ann.publicId,
        updateInput: {
          firstName: 'Kept',
          metafields: [
            { namespace: 'custom', key: 'favourite_food', value: 'kibble' },
            { namespace: 'profeeding', key: 'persisted_cart_id', value: 'line one\nline two' },
            { namespace: 'profeeding', key: 'persisted_cart_id', value: 'x'.repeat(256) },
            { namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/ok', type: 'json' },
            { namespace: 'profeeding', key: 'persisted_cart_id', value: '   ' },
            { namespace: 'profeeding', key: 'persisted_cart_id', value: 'https://evil.example/' },
            { namespace: 'profeeding', key: 'preferred_address', value: 'home' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.userErrors).toEqual([
        {
          field: ['metafields', '0', 'key'],
          code: 'UNKNOWN_METAFIELD',
          message: 'custom.favourite_food is not a customer metafield this shop keeps',
        },
        {
          field: ['metafields', '1', 'value'],
          code: 'NOT_SINGLE_LINE',
          message: 'profeeding.persisted_cart_id must be one line of text',
        },
        {
          field: ['metafields', '2', 'value'],
          code: 'TOO_LONG',
          message: 'profeeding.persisted_cart_id must be at most 255 characters',
        },
        {
          field: ['metafields', '3', 'type'],
          code: 'INVALID_TYPE',
          message: 'profeeding.persisted_cart_id must be of type single_line_text_field',
        },
        {
          field: ['metafields', '4', 'value'],
          code: 'BLANK',
          message: 'profeeding.persisted_cart_id must not be blank',
        },
        {
          field: ['metafields', '5', 'value'],
          code: 'INVALID_VALUE',
          message: "profeeding.persisted_cart_id must be a cart id such as 'gid://shop/Cart/{id}'",
        },
        {
          field: ['metafields', '6', 'key'],
          code: 'STAFF_ONLY',
          message: 'profeeding.preferred_address is kept for staff-feeding members only',
        },
      ]);
      expect(shouldRecordMetafield(res.body)).toBe(false);
      const profile = await profileOf(ann);
      expect(profile.firstName).toBe('Kept');
      expect(profile.metafields).toEqual([]);
    });

    it('answers a blank name and an implausible phone as userErrors and keeps the old values', async () => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, UPDATE, {
        customerId: ann.publicId,
        updateInput: { firstName: '  ', phone: 'call me maybe' },
      });
      expect(res.status).toBe(200);
      expect(res.body.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code])).toEqual([
        [['firstName'], 'BLANK'],
        [['phone'], 'INVALID_PHONE'],
      ]);
      expect(res.body.customer).toMatchObject({ firstName: 'Ann', phone: null });
    });

    it("answers 404 for another customer's id and changes nothing", async () => {
      const ann = await signUpConsumer(t);
      const bob = await signUpConsumer(t, 'bob');
      for (const customerId of [bob.publicId, bob.customerId, 'gid://shop/Customer/nope', '']) {
        const res = await postAs(t, ann, UPDATE, { customerId, updateInput: { firstName: 'Mallory' } });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          statusCode: 404,
          code: 'CUSTOMER_NOT_FOUND',
          message: `You have no customer with id '${customerId}'`,
        });
      }
      expect((await profileOf(bob)).firstName).toBe('Ann');
      expect((await profileOf(ann)).firstName).toBe('Ann');
    });

    it.each([
      ['no updateInput', (id: string) => ({ customerId: id })],
      ['updateInput not an object', (id: string) => ({ customerId: id, updateInput: 'x' })],
      ['a wrong type', (id: string) => ({ customerId: id, updateInput: { acceptsMarketing: 'yes' } })],
      ['an unknown field', (id: string) => ({ customerId: id, updateInput: { email: 'new@example.com' } })],
      [
        'a 101-character name',
        (id: string) => ({ customerId: id, updateInput: { firstName: 'x'.repeat(101) } }),
      ],
      [
        '11 metafields',
        (id: string) => ({
          customerId: id,
          updateInput: {
            metafields: Array.from({ length: 11 }, () => ({ namespace: 'custom', key: 'x', value: 'y' })),
          },
        }),
      ],
      [
        'a 1001-character metafield value',
        (id: string) => ({
          customerId: id,
          updateInput: { metafields: [{ namespace: 'custom', key: 'ship_to', value: 'x'.repeat(1001) }] },
        }),
      ],
      [
        'a metafield without a value',
        (id: string) => ({
          customerId: id,
          updateInput: { metafields: [{ namespace: 'custom', key: 'ship_to' }] },
        }),
      ],
      [
        'a metafield that is a string',
        (id: string) => ({ customerId: id, updateInput: { metafields: ['x'] } }),
      ],
      ['customerId a number', () => ({ customerId: 42, updateInput: {} })],
    ])('refuses %s with 400', async (_case, body) => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, UPDATE, body(ann.publicId));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect((await profileOf(ann)).metafields).toEqual([]);
    });

    it('refuses NUL bytes and a 100 KB body before they reach the database', async () => {
      const ann = await signUpConsumer(t);
      const nul = await postAs(t, ann, UPDATE, {
        customerId: ann.publicId,
        updateInput: { firstName: 'A\u0000B' },
      });
      expect(nul.status).toBe(400);
      const huge = await postAs(t, ann, UPDATE, {
        customerId: ann.publicId,
        updateInput: { firstName: 'x'.repeat(100 * 1024) },
      });
      expect(huge.status).toBe(413);
      expect((await profileOf(ann)).firstName).toBe('Ann');
    });
  });

  describe('delete-metafield', () => {
    const saveCart = async (who: SignedInCustomer, value: string): Promise<string> => {
      const res = await postAs(t, who, UPDATE, {
        customerId: who.publicId,
        updateInput: { metafields: [{ namespace: 'profeeding', key: 'persisted_cart_id', value }] },
      }).expect(200);
      return res.body.customer.persistedCartMetafield.id;
    };

    it('removes one of the caller’s metafields', async () => {
      const ann = await signUpConsumer(t);
      const id = await saveCart(ann, 'gid://shop/Cart/abc');
      const res = await postAs(t, ann, DELETE_METAFIELD, { metafieldId: id });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ deletedMetafieldId: id });
      expect(await profileOf(ann)).toMatchObject({ metafields: [], persistedCartMetafield: null });
      expect((await postAs(t, ann, DELETE_METAFIELD, { metafieldId: id })).status).toBe(404);
    });

    it("answers 404 for another customer's metafield and leaves it in place", async () => {
      const ann = await signUpConsumer(t);
      const bob = await signUpConsumer(t, 'bob');
      const bobs = await saveCart(bob, 'gid://shop/Cart/bob');
      for (const metafieldId of [bobs, bobs.replace('gid://shop/Metafield/', ''), 'not-an-id']) {
        const res = await postAs(t, ann, DELETE_METAFIELD, { metafieldId });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('METAFIELD_NOT_FOUND');
      }
      expect((await profileOf(bob)).persistedCartMetafield).toEqual({
        id: bobs,
        value: 'gid://shop/Cart/bob',
      });
    });

    it.each([[{}], [{ metafieldId: 7 }], [{ metafieldId: 'x'.repeat(101) }], [{ metafieldId: ['a'] }]])(
      'refuses %p with 400',
      async (body) => {
        const ann = await signUpConsumer(t);
        expect((await postAs(t, ann, DELETE_METAFIELD, body)).status).toBe(400);
      },
    );
  });

  describe("a staff member's clinic fields as metafields (the customers row's, one copy)", () => {
    const update = (who: SignedInCustomer, metafields: object[]) =>
      postAs(t, who, UPDATE, { customerId: who.publicId, updateInput: { metafields } });
    const metafieldsOf = async (who: SignedInCustomer): Promise<Record<string, Metafield>> =>
      Object.fromEntries(
        (await profileOf(who)).metafields.map((m: Metafield) => [`${m.namespace}.${m.key}`, m]),
      );
    const synced = (clinic: StaffClinicFields, preferred: string) => [
      { namespace: 'custom', key: 'ship_to', value: clinic.shipTo, type: 'single_line_text_field' },
      { namespace: 'custom', key: 'sold_to', value: clinic.soldTo, type: 'single_line_text_field' },
      { namespace: 'custom', key: 'clinic_zip', value: clinic.clinicZip, type: 'single_line_text_field' },
      { namespace: 'profeeding', key: 'preferred_address', value: preferred, type: 'single_line_text_field' },
    ];

    it('gives them stable ids made of the customer and the key', async () => {
      const sam = await signInStaff(t, { clinic: clinicFields(DENVER) });
      const first = await metafieldsOf(sam);
      expect(first['custom.ship_to'].id).toBe(`gid://shop/Metafield/${sam.customerId}-custom.ship_to`);
      expect(first['profeeding.preferred_address'].id).toBe(
        `gid://shop/Metafield/${sam.customerId}-profeeding.preferred_address`,
      );
      await update(sam, [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }]).expect(200);
      const second = await metafieldsOf(sam);
      for (const name of Object.keys(first)) expect(second[name].id).toBe(first[name].id);
    });

    it("answers SPEC §4's customer-load sync, which re-sends the current values, with no userErrors and no change", async () => {
      const clinic = clinicFields(DENVER);
      const sam = await signInStaff(t, { clinic });
      const before = await profileOf(sam);
      const res = await update(sam, synced(clinic, 'clinic'));
      expect(res.status).toBe(200);
      expect(res.body.userErrors).toEqual([]);
      expect(shouldRecordMetafield(res.body)).toBe(true);
      expect(res.body.customer.metafields).toEqual(before.metafields);
    });

    it.each([
      ['ship_to', '200000999'],
      ['sold_to', '100000999'],
      ['clinic_zip', '99501'],
    ])(
      'refuses a new custom.%s as a READ_ONLY userError and keeps the clinic’s value',
      async (key, value) => {
        const clinic = clinicFields(DENVER);
        const sam = await signInStaff(t, { clinic });
        const res = await update(sam, [
          { namespace: 'custom', key, value },
          { namespace: 'profeeding', key: 'preferred_address', value: 'home' },
        ]);
        expect(res.status).toBe(200);
        expect(res.body.userErrors).toEqual([
          {
            field: ['metafields', '0', 'key'],
            code: 'READ_ONLY',
            message: `custom.${key} is set by joining a clinic and cannot be changed here: join the clinic instead`,
          },
        ]);
        expect(shouldRecordMetafield(res.body)).toBe(false);
        expect(res.body.customer).toMatchObject({
          soldTo: clinic.soldTo,
          clinicZip: clinic.clinicZip,
          preferredAddress: 'home',
          staff: { SF_PreferedShipTo: clinic.shipTo },
        });
      },
    );

    it('refuses a clinic field the member does not have yet (no clinic ZIP here)', async () => {
      const member = await signInStaff(t, { clinic: { shipTo: '0001234567' } });
      const res = await update(member, [{ namespace: 'custom', key: 'clinic_zip', value: '80011' }]);
      expect(res.body.userErrors.map((e: { code: string }) => e.code)).toEqual(['READ_ONLY']);
      expect(res.body.customer.clinicZip).toBeNull();
    });

    it('lets the member choose home or clinic, and ships to the clinic ZIP or the default address', async () => {
      const sam = await signInStaff(t, { clinic: clinicFields(DENVER) });
      await postAs(t, sam, ADDRESS_CREATE, {
        address: { address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011' },
      }).expect(200);
      const home = await update(sam, [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }]);
      expect(home.body.userErrors).toEqual([]);
      expect(home.body.customer).toMatchObject({ preferredAddress: 'home', shipToZip: '80011' });
      const clinic = await update(sam, [
        { namespace: 'profeeding', key: 'preferred_address', value: 'clinic' },
      ]);
      expect(clinic.body.customer).toMatchObject({ preferredAddress: 'clinic', shipToZip: DENVER?.zip });
    });

    it("refuses 'clinic' where the clinic delivers to homes only (SPEC §6), which prefers home", async () => {
      const sam = await signInStaff(t, { clinic: clinicFields(ANCHORAGE) });
      expect((await profileOf(sam)).preferredAddress).toBe('home');
      const res = await update(sam, [{ namespace: 'profeeding', key: 'preferred_address', value: 'clinic' }]);
      expect(res.body.userErrors).toEqual([
        {
          field: ['metafields', '0', 'value'],
          code: 'HOME_DELIVERY_ONLY',
          message:
            "profeeding.preferred_address must be 'home': your clinic delivers to its members' homes only",
        },
      ]);
      expect(res.body.customer.preferredAddress).toBe('home');
    });

    it('delete-metafield resets the preferred address to the clinic’s default, and keeps its id', async () => {
      for (const [clinic, expected] of [
        [DENVER, 'clinic'],
        [ANCHORAGE, 'home'],
      ] as const) {
        const sam = await signInStaff(t, { clinic: clinicFields(clinic) });
        await update(sam, [{ namespace: 'profeeding', key: 'preferred_address', value: 'home' }]).expect(200);
        const id = `gid://shop/Metafield/${sam.customerId}-profeeding.preferred_address`;
        const res = await postAs(t, sam, DELETE_METAFIELD, { metafieldId: id });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ deletedMetafieldId: id });
        const after = await metafieldsOf(sam);
        expect(after['profeeding.preferred_address']).toMatchObject({ id, value: expected });
        expect((await profileOf(sam)).preferredAddress).toBe(expected);
      }
    });

    it.each(['ship_to', 'sold_to', 'clinic_zip'])(
      'delete-metafield refuses custom.%s, set by joining a clinic: 400 METAFIELD_READ_ONLY',
      async (key) => {
        const sam = await signInStaff(t, { clinic: clinicFields(DENVER) });
        const metafieldId = (await metafieldsOf(sam))[`custom.${key}`].id;
        const res = await postAs(t, sam, DELETE_METAFIELD, { metafieldId });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'METAFIELD_READ_ONLY',
          message: `custom.${key} is set by joining a clinic and cannot be removed: join another clinic to change it`,
        });
        expect((await metafieldsOf(sam))[`custom.${key}`].id).toBe(metafieldId);
      },
    );

    it("answers 404 for another member's clinic metafields, and changes nothing of theirs", async () => {
      const sam = await signInStaff(t, { clinic: clinicFields(DENVER) });
      const kim = await signInStaff(t, { clinic: clinicFields(ANCHORAGE) });
      const kims = await metafieldsOf(kim);
      for (const metafield of Object.values(kims)) {
        for (const metafieldId of [metafield.id, metafield.id.replace('gid://shop/Metafield/', '')]) {
          const res = await postAs(t, sam, DELETE_METAFIELD, { metafieldId });
          expect(res.status).toBe(404);
          expect(res.body.code).toBe('METAFIELD_NOT_FOUND');
        }
      }
      expect(await metafieldsOf(kim)).toEqual(kims);
    });

    it('answers 404 for a customer-field id a customer does not have', async () => {
      const ann = await signUpConsumer(t);
      const member = await signInStaff(t, { clinic: { shipTo: '0001234567' } });
      for (const [who, name] of [
        [ann, 'profeeding.preferred_address'],
        [ann, 'custom.ship_to'],
        [member, 'custom.sold_to'],
        [member, 'profeeding.persisted_cart_id'],
      ] as const) {
        const metafieldId = `gid://shop/Metafield/${who.customerId}-${name}`;
        const res = await postAs(t, who, DELETE_METAFIELD, { metafieldId });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('METAFIELD_NOT_FOUND');
      }
    });

    it('still refuses the staff-only metafields to a consumer (STAFF_ONLY)', async () => {
      const ann = await signUpConsumer(t);
      const res = await update(ann, synced(clinicFields(DENVER), 'home'));
      expect(res.body.userErrors.map((e: { code: string }) => e.code)).toEqual([
        'STAFF_ONLY',
        'STAFF_ONLY',
        'STAFF_ONLY',
        'STAFF_ONLY',
      ]);
      expect((await profileOf(ann)).metafields).toEqual([]);
    });
  });

  describe('staff registration (SPEC §3: account group and preferred ship-to)', () => {
    it('refuses an unregistered staff member the account calls beyond the profile, 403 STAFF_NOT_REGISTERED', async () => {
      const newcomer = await signInStaff(t, { registered: false, sapAccountGroup: 'Z001' });
      const res = await postAs(t, newcomer, UPDATE, { customerId: newcomer.publicId, updateInput: {} });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('STAFF_NOT_REGISTERED');
    });

    it('counts a staff member with both account group and ship-to on their customers row as registered', async () => {
      const sam = await signInStaff(t, { sapAccountGroup: 'Z001', clinic: { shipTo: '0001234567' } });
      const res = await postAs(t, sam, UPDATE, { customerId: sam.publicId, updateInput: {} });
      expect(res.status).toBe(200);
      expect(res.body.customer.staff.isRegistered).toBe(true);
    });

    it('does not count a ship-to without an account group', async () => {
      const sam = await signInStaff(t, { registered: false, clinic: { shipTo: '0001234567' } });
      const res = await postAs(t, sam, UPDATE, { customerId: sam.publicId, updateInput: {} });
      expect(res.status).toBe(403);
      expect((await profileOf(sam)).staff.isRegistered).toBe(false);
    });
  });
});
