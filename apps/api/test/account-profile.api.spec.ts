import { shouldRecordMetafield } from '@shop/identity';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
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
        metafields: { ship_to: '0001234567', sold_to: '0009876543', clinic_zip: '82001' },
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
          clinicAddress: null,
        },
      });
      expect(profile.metafields.map((m: Metafield) => `${m.namespace}.${m.key}=${m.value}`)).toEqual([
        'custom.clinic_zip=82001',
        'custom.ship_to=0001234567',
        'custom.sold_to=0009876543',
      ]);
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

    it("lets staff write their clinic metafields and reads them back as the profile's fields", async () => {
      const sam = await signInStaff(t);
      const res = await postAs(t, sam, UPDATE, {
        customerId: sam.publicId,
        updateInput: {
          metafields: [
            { namespace: 'custom', key: 'clinic_zip', value: '80011' },
            { namespace: 'custom', key: 'sold_to', value: '0000000042' },
            { namespace: 'profeeding', key: 'preferred_address', value: 'home' },
            { namespace: 'custom', key: 'clinic_zip', value: '123' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.userErrors).toEqual([
        {
          field: ['metafields', '3', 'value'],
          code: 'INVALID_VALUE',
          message: "custom.clinic_zip must be the clinic's 5-digit ZIP code",
        },
      ]);
      expect(res.body.customer).toMatchObject({
        clinicZip: '80011',
        soldTo: '0000000042',
        preferredAddress: 'home',
      });
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

  describe('staff registration (SPEC §3: account group and preferred ship-to)', () => {
    it('refuses an unregistered staff member the account calls beyond the profile, 403 STAFF_NOT_REGISTERED', async () => {
      const newcomer = await signInStaff(t, { registered: false, sapAccountGroup: 'Z001' });
      const res = await postAs(t, newcomer, UPDATE, { customerId: newcomer.publicId, updateInput: {} });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('STAFF_NOT_REGISTERED');
    });

    it('counts a staff member with both account group and ship-to as registered', async () => {
      const sam = await signInStaff(t, { sapAccountGroup: 'Z001', metafields: { ship_to: '0001234567' } });
      const res = await postAs(t, sam, UPDATE, { customerId: sam.publicId, updateInput: {} });
      expect(res.status).toBe(200);
    });

    it('does not count a ship-to without an account group', async () => {
      const sam = await signInStaff(t, { registered: false, metafields: { ship_to: '0001234567' } });
      const res = await postAs(t, sam, UPDATE, { customerId: sam.publicId, updateInput: {} });
      expect(res.status).toBe(403);
    });
  });
});
