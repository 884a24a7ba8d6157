import { VALID_US_ADDRESS } from '@shop/identity/testing';
import { postAs, signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { startTestApp, type TestApp } from './support/test-app';

const CREATE = '/api/ecom/v1.0/customer-address-create';
const UPDATE = '/api/ecom/v1.0/customer-address-update';
const DELETE = '/api/ecom/v1.0/customer-address-delete';
const SET_DEFAULT = '/api/ecom/v1.0/update-customer-default-address';
const CUSTOMER = '/api/ecom/v1.0/get-shopify-customer';

const aurora = VALID_US_ADDRESS;
const cheyenne = { address1: '2 Capitol Ave', city: 'Cheyenne', provinceCode: 'WY', zip: '82001' };

interface Address {
  id: string;
  address1: string;
  zip: string;
  isDefault: boolean;
}

describe('the address book (SPEC §3 Address, §7 customer-address-*, update-customer-default-address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const create = (who: SignedInCustomer, address: object) => postAs(t, who, CREATE, { address });
  const addressesOf = async (
    who: SignedInCustomer,
  ): Promise<{ addresses: Address[]; defaultAddress: Address | null }> =>
    (await postAs(t, who, CUSTOMER).expect(200)).body;

  describe('customer-address-create', () => {
    it('saves a US address, fills in the state and country, and makes the first one the default', async () => {
      const ann = await signUpConsumer(t);
      const res = await create(ann, { ...aurora, province: null, country: null, countryCode: null });
      expect(res.status).toBe(200);
      const id = res.body.customerAddress.id;
      expect(id).toMatch(/^gid:\/\/shop\/MailingAddress\/[0-9a-f-]{36}$/);
      expect(res.body).toEqual({
        // The state's name and the country, sent as null, filled in as in the sample.
        customerAddress: { id, ...aurora, isDefault: true },
        addresses: [res.body.customerAddress],
        defaultAddress: res.body.customerAddress,
      });
    });

    it('keeps the first address the default when more are added', async () => {
      const ann = await signUpConsumer(t);
      const first = (await create(ann, aurora).expect(200)).body.customerAddress;
      const second = await create(ann, cheyenne).expect(200);
      expect(second.body.customerAddress.isDefault).toBe(false);
      expect(second.body.defaultAddress.id).toBe(first.id);
      expect(second.body.addresses.map((a: Address) => a.zip)).toEqual(['80011', '82001']);
    });

    it('refuses a ZIP of another state with 400 ZIP_STATE_MISMATCH naming both, and saves nothing', async () => {
      const ann = await signUpConsumer(t);
      const res = await create(ann, { ...aurora, zip: '82001' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'ZIP_STATE_MISMATCH',
        message: 'ZIP code 82001 is in Wyoming, not in Colorado',
        details: [{ field: 'address.zip', problems: ['ZIP code 82001 is in Wyoming, not in Colorado'] }],
      });
      expect((await addressesOf(ann)).addresses).toEqual([]);
    });

    it('refuses a ZIP outside every state the shop delivers to', async () => {
      const ann = await signUpConsumer(t);
      const res = await create(ann, { ...aurora, provinceCode: 'NY', province: null, zip: '00601' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ZIP_STATE_MISMATCH');
      expect(res.body.message).toBe(
        'ZIP code 00601 is not in New York (nor in any state the shop delivers to)',
      );
    });

    it.each([
      [{ ...aurora, country: 'Canada' }, 'address.country'],
      [{ ...aurora, countryCode: 'CA' }, 'address.countryCode'],
      [{ ...aurora, provinceCode: 'PR', province: null }, 'address.provinceCode'],
      [{ ...aurora, province: 'Wyoming' }, 'address.province'],
      [{ ...aurora, zip: '8001' }, 'address.zip'],
      [{ ...aurora, city: '  ' }, 'address.city'],
      [{ ...aurora, address1: 'line\nbreak' }, 'address.address1'],
      [{ ...aurora, phone: 'not a phone' }, 'address.phone'],
      [{ ...aurora, provinceCode: null, province: null }, 'address.provinceCode'],
    ])('refuses %p with 400 INVALID_ADDRESS naming %s', async (address, field) => {
      const ann = await signUpConsumer(t);
      const res = await create(ann, address);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_ADDRESS');
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([field]);
    });

    it.each([
      ['no address', {}],
      ['address a string', { address: '1 Main St' }],
      ['address an array', { address: [aurora] }],
      ['a missing zip', { address: { address1: 'a', city: 'b', provinceCode: 'CO' } }],
      ['a numeric zip', { address: { ...aurora, zip: 80011 } }],
      ['a 101-character street', { address: { ...aurora, address1: 'x'.repeat(101) } }],
      ['a 6-character zip', { address: { ...aurora, zip: '800111' } }],
      ['an unknown field', { address: { ...aurora, company: 'ACME' } }],
      ['a field beside address', { address: aurora, isDefault: true }],
    ])('refuses %s with 400 VALIDATION_FAILED', async (_case, body) => {
      const ann = await signUpConsumer(t);
      const res = await postAs(t, ann, CREATE, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect((await addressesOf(ann)).addresses).toEqual([]);
    });

    it('refuses NUL bytes and a 100 KB string', async () => {
      const ann = await signUpConsumer(t);
      expect((await create(ann, { ...aurora, city: 'Au\u0000rora' })).status).toBe(400);
      expect((await create(ann, { ...aurora, city: 'x'.repeat(100 * 1024) })).status).toBe(413);
      expect((await addressesOf(ann)).addresses).toEqual([]);
    });

    it('holds at most 20 addresses: the 21st is 409 ADDRESS_BOOK_FULL', async () => {
      const ann = await signUpConsumer(t);
      for (let i = 1; i <= 20; i += 1) await create(ann, { ...aurora, address1: `${i} Main St` }).expect(200);
      const res = await create(ann, { ...aurora, address1: '21 Main St' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        code: 'ADDRESS_BOOK_FULL',
        message: 'An address book holds at most 20 addresses: delete one before adding another',
      });
      expect((await addressesOf(ann)).addresses).toHaveLength(20);
    });

    it('makes exactly one address the default when the first two arrive at once', async () => {
      const ann = await signUpConsumer(t);
      await Promise.all([create(ann, aurora).expect(200), create(ann, cheyenne).expect(200)]);
      const { addresses } = await addressesOf(ann);
      expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
    });

    it('works for a registered staff member on the staff site', async () => {
      const sam = await signInStaff(t);
      const res = await create(sam, cheyenne);
      expect(res.status).toBe(200);
      expect(res.body.customerAddress.isDefault).toBe(true);
    });
  });

  describe('customer-address-update', () => {
    it('replaces the address, checked as on create, and keeps whether it is the default', async () => {
      const ann = await signUpConsumer(t);
      const { id } = (await create(ann, aurora).expect(200)).body.customerAddress;
      const res = await postAs(t, ann, UPDATE, { id, address: cheyenne });
      expect(res.status).toBe(200);
      expect(res.body.customerAddress).toEqual({
        id,
        address1: '2 Capitol Ave',
        address2: null,
        city: 'Cheyenne',
        province: 'Wyoming',
        provinceCode: 'WY',
        zip: '82001',
        country: 'United States',
        countryCode: 'US',
        phone: null,
        isDefault: true,
      });
    });

    it('refuses a ZIP of another state and leaves the address as it was', async () => {
      const ann = await signUpConsumer(t);
      const { id } = (await create(ann, aurora).expect(200)).body.customerAddress;
      const res = await postAs(t, ann, UPDATE, { id, address: { ...cheyenne, zip: '80011' } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ZIP_STATE_MISMATCH');
      expect(res.body.message).toBe('ZIP code 80011 is in Colorado, not in Wyoming');
      expect((await addressesOf(ann)).addresses[0].zip).toBe('80011');
    });

    it('answers 404 ADDRESS_NOT_FOUND for an id that is not one of the caller’s', async () => {
      const ann = await signUpConsumer(t);
      for (const id of ['gid://shop/MailingAddress/00000000-0000-4000-8000-000000000000', 'nope', '']) {
        const res = await postAs(t, ann, UPDATE, { id, address: aurora });
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('ADDRESS_NOT_FOUND');
      }
    });

    it.each([
      ['no id', { address: aurora }],
      ['a numeric id', { id: 1, address: aurora }],
      ['no address', { id: 'gid://shop/MailingAddress/x' }],
    ])('refuses %s with 400', async (_case, body) => {
      const ann = await signUpConsumer(t);
      expect((await postAs(t, ann, UPDATE, body)).status).toBe(400);
    });
  });

  describe('customer-address-delete and default promotion', () => {
    const fill = async (who: SignedInCustomer, count: number): Promise<string[]> => {
      const ids: string[] = [];
      for (let i = 1; i <= count; i += 1)
        ids.push(
          (await create(who, { ...aurora, address1: `${i} Main St` }).expect(200)).body.customerAddress.id,
        );
      return ids;
    };

    it('deletes a non-default address and leaves the default alone', async () => {
      const ann = await signUpConsumer(t);
      const [first, second] = await fill(ann, 2);
      const res = await postAs(t, ann, DELETE, { id: second });
      expect(res.status).toBe(200);
      expect(res.body.deletedCustomerAddressId).toBe(second);
      expect(res.body.addresses.map((a: Address) => a.id)).toEqual([first]);
      expect(res.body.defaultAddress.id).toBe(first);
    });

    it('promotes the newest remaining address when the default is deleted', async () => {
      const ann = await signUpConsumer(t);
      const [first, second, third] = await fill(ann, 3);
      // Make the middle one the default, so "newest" and "next in line" differ.
      await postAs(t, ann, SET_DEFAULT, { addressId: second }).expect(200);
      const res = await postAs(t, ann, DELETE, { id: second });
      expect(res.status).toBe(200);
      expect(res.body.defaultAddress.id).toBe(third);
      expect(res.body.addresses.map((a: Address) => [a.id, a.isDefault])).toEqual([
        [first, false],
        [third, true],
      ]);
      const again = await postAs(t, ann, DELETE, { id: third });
      expect(again.body.defaultAddress.id).toBe(first);
      const last = await postAs(t, ann, DELETE, { id: first });
      expect(last.body).toEqual({ deletedCustomerAddressId: first, addresses: [], defaultAddress: null });
    });

    it('answers 404 for an address already deleted', async () => {
      const ann = await signUpConsumer(t);
      const [id] = await fill(ann, 1);
      await postAs(t, ann, DELETE, { id }).expect(200);
      const res = await postAs(t, ann, DELETE, { id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        code: 'ADDRESS_NOT_FOUND',
        message: `You have no address with id '${id}'`,
      });
    });
  });

  describe('update-customer-default-address', () => {
    it('moves the default to the address given', async () => {
      const ann = await signUpConsumer(t);
      const first = (await create(ann, aurora).expect(200)).body.customerAddress.id;
      const second = (await create(ann, cheyenne).expect(200)).body.customerAddress.id;
      const res = await postAs(t, ann, SET_DEFAULT, { addressId: second });
      expect(res.status).toBe(200);
      expect(res.body.defaultAddress.id).toBe(second);
      expect(res.body.addresses.map((a: Address) => [a.id, a.isDefault])).toEqual([
        [first, false],
        [second, true],
      ]);
      // Setting the default that is already the default changes nothing.
      const same = await postAs(t, ann, SET_DEFAULT, { addressId: second }).expect(200);
      expect(same.body).toEqual(res.body);
      expect((await addressesOf(ann)).defaultAddress?.id).toBe(second);
    });

    it('accepts the bare row id', async () => {
      const ann = await signUpConsumer(t);
      await create(ann, aurora).expect(200);
      const second = (await create(ann, cheyenne).expect(200)).body.customerAddress.id as string;
      const res = await postAs(t, ann, SET_DEFAULT, {
        addressId: second.replace('gid://shop/MailingAddress/', ''),
      });
      expect(res.body.defaultAddress.id).toBe(second);
    });

    it.each([[{}], [{ addressId: null }], [{ addressId: 12 }], [{ id: 'x' }]])(
      'refuses %p with 400',
      async (body) => {
        const ann = await signUpConsumer(t);
        expect((await postAs(t, ann, SET_DEFAULT, body)).status).toBe(400);
      },
    );
  });
});
