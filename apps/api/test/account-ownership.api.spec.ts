import { postAs, type SignedInCustomer, signInStaff, signUpConsumer } from './support/account-sessions';
import { CONSUMER_HOST, STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

const E = '/api/ecom/v1.0';
const P = '/api/account/pets';
const aurora = { address1: '1 Main St', city: 'Aurora', provinceCode: 'CO', zip: '80011' };
const cheyenne = { address1: '2 Capitol Ave', city: 'Cheyenne', provinceCode: 'WY', zip: '82001' };
const rex = { name: 'Rex', species: 'dog', lifeStage: 'adult' };

/** Every account call with a body that would succeed for the right caller. */
const CALLS: [string, object][] = [
  [`${E}/get-shopify-customer`, {}],
  [`${E}/update-customer`, { customerId: 'gid://shop/Customer/x', updateInput: {} }],
  [`${E}/delete-metafield`, { metafieldId: 'gid://shop/Metafield/x' }],
  [`${E}/customer-address-create`, { address: aurora }],
  [`${E}/customer-address-update`, { id: 'x', address: aurora }],
  [`${E}/customer-address-delete`, { id: 'x' }],
  [`${E}/update-customer-default-address`, { addressId: 'x' }],
  [`${P}/list`, {}],
  [`${P}/create`, { pet: rex }],
  [`${P}/update`, { id: 'x', pet: rex }],
  [`${P}/delete`, { id: 'x' }],
  [`${P}/product-suggestions`, {}],
];

describe('account ownership: a customer reaches only their own records (ARCHITECTURE §6)', () => {
  let t: TestApp;
  let ann: SignedInCustomer;
  let bob: SignedInCustomer;
  let bobsAddresses: string[];
  let bobsMetafield: string;
  let bobsPet: string;
  const bobsProfile = async () => (await postAs(t, bob, `${E}/get-shopify-customer`).expect(200)).body;
  const bobsPets = async () => (await postAs(t, bob, `${P}/list`).expect(200)).body.pets;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpConsumer(t, 'ann');
    bob = await signUpConsumer(t, 'bob');
    await postAs(t, ann, `${E}/customer-address-create`, { address: aurora }).expect(200);
    bobsAddresses = [
      (await postAs(t, bob, `${E}/customer-address-create`, { address: aurora }).expect(200)).body
        .customerAddress.id,
      (await postAs(t, bob, `${E}/customer-address-create`, { address: cheyenne }).expect(200)).body
        .customerAddress.id,
    ];
    bobsMetafield = (
      await postAs(t, bob, `${E}/update-customer`, {
        customerId: bob.publicId,
        updateInput: {
          metafields: [{ namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/b' }],
        },
      }).expect(200)
    ).body.customer.persistedCartMetafield.id;
    bobsPet = (await postAs(t, bob, `${P}/create`, { pet: rex }).expect(200)).body.pet.id;
  });
  afterAll(() => t.close());

  describe.each(CALLS)('%s', (path, body) => {
    it('answers 401 SIGNED_OUT without a session', async () => {
      const res = await t.http.post(path).set('Host', CONSUMER_HOST).send(body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGNED_OUT');
    });

    it('answers 401 for a token that is not a session', async () => {
      const res = await t.http.post(path).set('Authorization', 'Bearer not-a-real-token').send(body);
      expect(res.status).toBe(401);
    });

    it("answers 401 for a consumer's session sent to the staff site", async () => {
      const res = await t.http
        .post(path)
        .set('Host', STAFF_HOST)
        .set('Authorization', `Bearer ${ann.token}`)
        .send(body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGNED_OUT');
    });
  });

  it("answers 401 for a staff member's session sent to the consumer site", async () => {
    const sam = await signInStaff(t);
    for (const [path, body] of CALLS) {
      const res = await t.http
        .post(path)
        .set('Host', CONSUMER_HOST)
        .set('Authorization', `Bearer ${sam.token}`)
        .send(body);
      expect(res.status).toBe(401);
    }
  });

  it('refuses a cookie-only write without the storefront header (403 CSRF_REFUSED)', async () => {
    const res = await t.http
      .post(`${E}/customer-address-create`)
      .set('Host', CONSUMER_HOST)
      .set('Cookie', `sessionToken=${ann.token}`)
      .send({ address: cheyenne });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CSRF_REFUSED');
  });

  it("answers 404 for each of Bob's addresses to Ann, and Bob's book is unchanged", async () => {
    const before = await bobsProfile();
    for (const id of bobsAddresses) {
      const bare = id.replace('gid://shop/MailingAddress/', '');
      for (const [path, body] of [
        [`${E}/customer-address-update`, { id, address: cheyenne }],
        [`${E}/customer-address-update`, { id: bare, address: cheyenne }],
        [`${E}/customer-address-delete`, { id }],
        [`${E}/customer-address-delete`, { id: bare }],
        [`${E}/update-customer-default-address`, { addressId: id }],
        [`${E}/update-customer-default-address`, { addressId: bare }],
      ] as const) {
        const res = await postAs(t, ann, path, body);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({
          statusCode: 404,
          code: 'ADDRESS_NOT_FOUND',
          message: `You have no address with id '${'id' in body ? body.id : body.addressId}'`,
        });
      }
    }
    const after = await bobsProfile();
    expect(after.addresses).toEqual(before.addresses);
    expect(after.defaultAddress).toEqual(before.defaultAddress);
  });

  it("answers 404 for Bob's metafield to Ann, and update-customer with Bob's id is 404 too", async () => {
    expect((await postAs(t, ann, `${E}/delete-metafield`, { metafieldId: bobsMetafield })).status).toBe(404);
    const update = await postAs(t, ann, `${E}/update-customer`, {
      customerId: bob.publicId,
      updateInput: {
        metafields: [{ namespace: 'profeeding', key: 'persisted_cart_id', value: 'gid://shop/Cart/a' }],
      },
    });
    expect(update.status).toBe(404);
    expect((await bobsProfile()).persistedCartMetafield).toEqual({
      id: bobsMetafield,
      value: 'gid://shop/Cart/b',
    });
  });

  it("answers 404 for Bob's pet to Ann, and Bob's pet is unchanged", async () => {
    const before = await bobsPets();
    expect(
      (await postAs(t, ann, `${P}/update`, { id: bobsPet, pet: { ...rex, name: 'Mallory' } })).status,
    ).toBe(404);
    expect((await postAs(t, ann, `${P}/delete`, { id: bobsPet })).status).toBe(404);
    expect(await bobsPets()).toEqual(before);
  });

  it("never shows Bob's records in Ann's reads", async () => {
    const profile = (await postAs(t, ann, `${E}/get-shopify-customer`).expect(200)).body;
    expect(profile.id).toBe(ann.publicId);
    expect(profile.addresses).toHaveLength(1);
    expect(profile.metafields).toEqual([]);
    expect((await postAs(t, ann, `${P}/list`).expect(200)).body.pets).toEqual([]);
  });
});
