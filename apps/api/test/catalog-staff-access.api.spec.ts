import { SHOP_CLIENT_HEADER, SHOP_CLIENT_STOREFRONT } from '@shop/identity';
import { signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { CONSUMER_HOST, STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

const HANDLE = 'cat-adult-chicken-dry';

/** Every catalogue call, as the storefront makes them. */
const CALLS: Array<[string, 'get' | 'post', string, object | undefined]> = [
  ['listing', 'get', '/api/catalog/products?species=dog&limit=2', undefined],
  ['search', 'get', '/api/catalog/search?q=chicken&limit=2', undefined],
  ['taxonomy', 'get', '/api/catalog/taxonomy', undefined],
  ['product by handle', 'get', `/api/ecom/v1.0/get-product-by-handle?handle=${HANDLE}`, undefined],
  ['products by handles', 'post', '/api/ecom/v1.0/get-products-by-handles', { handles: [HANDLE] }],
  [
    'listing products by handles',
    'post',
    '/api/ecom/v1.0/get-listing-products-by-handles',
    { handles: [HANDLE] },
  ],
  ['listing product by handle', 'post', '/api/ecom/v1.0/get-listing-product-by-handle', { handle: HANDLE }],
  ['filters', 'post', '/api/ecom/v1.0/get-filters-by-handle', { handle: 'dog', limit: 5 }],
];

/**
 * SPEC §6: a staff member must be signed in and registered to go beyond home and the exempt pages,
 * so the staff site's catalogue answers only them; the consumer site's catalogue is for anyone, and
 * the content exempt pages show (header, footer, settings, pages) stays public on both.
 */
describe("the staff site's catalogue is for signed-in, registered members (SPEC §6)", () => {
  let t: TestApp;
  let member: SignedInCustomer;
  let newcomer: SignedInCustomer;

  beforeAll(async () => {
    t = await startTestApp();
    member = await signInStaff(t, { registered: true });
    newcomer = await signInStaff(t, { registered: false });
  });
  afterAll(() => t.close());

  const call = (method: 'get' | 'post', path: string, body: object | undefined, host: string) => {
    const request = t.http[method](path).set('Host', host);
    return method === 'post' ? request.send(body ?? {}) : request;
  };

  describe.each(CALLS)('%s', (_name, method, path, body) => {
    it('answers a registered member', async () => {
      await call(method, path, body, STAFF_HOST).set('Authorization', `Bearer ${member.token}`).expect(200);
    });

    it('refuses a visitor who is not signed in: 401 SIGNED_OUT, twice (nothing remembered reaches them)', async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const res = await call(method, path, body, STAFF_HOST).expect(401);
        expect(res.body).toEqual({ statusCode: 401, code: 'SIGNED_OUT', message: 'Sign in to do this' });
      }
    });

    it('refuses a member who has not registered: 403 STAFF_NOT_REGISTERED', async () => {
      const res = await call(method, path, body, STAFF_HOST)
        .set('Authorization', `Bearer ${newcomer.token}`)
        .expect(403);
      expect(res.body.code).toBe('STAFF_NOT_REGISTERED');
    });

    it("refuses the consumer site's session, which does not sign in here", async () => {
      const consumer = await signUpConsumer(t);
      await call(method, path, body, STAFF_HOST).set('Authorization', `Bearer ${consumer.token}`).expect(401);
    });

    it('answers anyone on the consumer site, with or without a session', async () => {
      await call(method, path, body, CONSUMER_HOST).expect(200);
      await call(method, path, body, CONSUMER_HOST).set('Authorization', 'Bearer not-a-token').expect(200);
    });
  });

  it("takes the member's cookie as the storefront sends it; a cookie-only POST needs the storefront's header", async () => {
    const cookie = `sessionToken=${member.token}`;
    const path = '/api/ecom/v1.0/get-filters-by-handle';
    await t.http.get('/api/catalog/taxonomy').set('Host', STAFF_HOST).set('Cookie', cookie).expect(200);
    const forged = await t.http
      .post(path)
      .set('Host', STAFF_HOST)
      .set('Cookie', cookie)
      .send({ handle: 'dog' });
    expect(forged.status).toBe(403);
    expect(forged.body.code).toBe('CSRF_REFUSED');
    await t.http
      .post(path)
      .set('Host', STAFF_HOST)
      .set('Cookie', cookie)
      .set(SHOP_CLIENT_HEADER, SHOP_CLIENT_STOREFRONT)
      .send({ handle: 'dog' })
      .expect(200);
  });

  it('checks the session before the input: a visitor learns nothing of what a call expects', async () => {
    await t.http.get('/api/catalog/products?limit=abc').set('Host', STAFF_HOST).expect(401);
    await t.http.post('/api/ecom/v1.0/get-products-by-handles').set('Host', STAFF_HOST).send({}).expect(401);
  });

  it.each([
    ['get', '/api/cms/v1.0/get-header', undefined],
    ['get', '/api/cms/v1.0/get-footer', undefined],
    ['get', '/api/cms/v1.0/get-page-by-slug?slug=faq', undefined],
    ['get', '/api/cms/v1.0/get-page-by-slug?slug=terms-and-conditions', undefined],
    ['post', '/api/cms/v1.0/get-globals', {}],
    ['post', '/api/cms/v1.0/get-page-by-name', { name: 'HomePage' }],
    ['get', '/api/site', undefined],
  ] as Array<['get' | 'post', string, object | undefined]>)(
    '%s %s stays public on the staff site (home and the exempt pages use it)',
    async (method, path, body) => {
      await call(method, path, body, STAFF_HOST).expect(200);
    },
  );
});
