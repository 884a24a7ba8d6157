import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviews } from '../src/modules/reviews/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { signInStaff, signUpConsumer, type SignedInCustomer } from './support/account-sessions';
import { ELIGIBLE_HANDLE, ONE_TIME_ONLY_HANDLE, newCart, variantsOf } from './support/carts';
import { AURORA_SHIP_TO, checkoutToken, GOOD_CARD, placeOrder as checkout } from './support/checkouts';
import { newOrder, orderLine, placeOrder } from './support/orders';
import { CONSUMER_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

const OPERATOR_TOKEN = 'test-operator-token-0123456789';
const REVIEWS = '/api/reviews';
const OPERATOR = '/api/operator/reviews';

const goodReview = (handle: string) => ({
  handle,
  rating: 4,
  title: 'Happy dog',
  body: 'Biscuit finishes every bowl and has lots of energy.',
});

/**
 * Product reviews (issue 23) over HTTP: only verified buyers write, once per product; operators
 * moderate and reply; the public reads and their cache follow moderation; helpful votes count
 * once; nobody touches another customer's review; bad input is a 4xx. PGlite and PostgreSQL.
 */
describe('product reviews', () => {
  let t: TestApp;
  let db: Database;
  let productId: string;

  const as = (who: SignedInCustomer, request: ReturnType<TestApp['http']['get']>) =>
    request.set('Host', who.host).set('Authorization', `Bearer ${who.token}`);
  const asOperator = <T extends { set(name: string, value: string): T }>(request: T) =>
    request.set('Authorization', `Bearer ${OPERATOR_TOKEN}`);
  const write = (who: SignedInCustomer, body: object) => as(who, t.http.post(REVIEWS)).send(body);
  const eligibility = (who: SignedInCustomer, handle: string) =>
    as(who, t.http.get(`${REVIEWS}/mine`)).query({ handle });
  const publicPage = (query: Record<string, string | number>) =>
    t.http.get(REVIEWS).set('Host', CONSUMER_HOST).query(query);

  /** An order of the product by the customer, booked straight through the Orders module. */
  async function bought(who: SignedInCustomer, product = productId, site: 'DTC' | 'HPSF' = 'DTC') {
    return placeOrder(
      t,
      newOrder({
        site,
        customerId: who.customerId,
        email: who.email,
        lines: [orderLine({ sku: 'TEST-SKU-1', productId: product })],
      }),
    );
  }

  async function idOf(handle: string): Promise<string> {
    const res = await t.http.get('/api/ecom/v1.0/get-product-by-handle').query({ handle }).expect(200);
    return res.body.id as string;
  }

  /** A buyer's review of the product, written and published; answers its id. */
  async function publishedReview(): Promise<{ id: string; author: SignedInCustomer }> {
    const author = await signUpConsumer(t, 'author');
    await bought(author);
    const written = await write(author, goodReview(ELIGIBLE_HANDLE)).expect(201);
    await asOperator(t.http.post(`${OPERATOR}/${written.body.id}/publish`)).expect(200);
    return { id: written.body.id as string, author };
  }

  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
    db = t.app.get<Database>(DATABASE);
    productId = await idOf(ELIGIBLE_HANDLE);
  });
  afterAll(() => t.close());

  describe('who may write', () => {
    it('refuses a signed-out caller, and a customer who has not bought the product', async () => {
      const res = await t.http.post(REVIEWS).set('Host', CONSUMER_HOST).send(goodReview(ELIGIBLE_HANDLE));
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGNED_OUT');

      const shopper = await signUpConsumer(t);
      expect((await eligibility(shopper, ELIGIBLE_HANDLE).expect(200)).body).toEqual({
        canReview: false,
        reason: 'NOT_PURCHASED',
        suggestedAuthorName: 'Ann L.',
        review: null,
      });
      const refused = await write(shopper, goodReview(ELIGIBLE_HANDLE)).expect(403);
      expect(refused.body.code).toBe('REVIEW_NOT_VERIFIED_BUYER');
    });

    it('does not count a cancelled order, nor one of another product', async () => {
      const shopper = await signUpConsumer(t);
      await bought(shopper, await idOf(ONE_TIME_ONLY_HANDLE));
      expect((await write(shopper, goodReview(ELIGIBLE_HANDLE)).expect(403)).body.code).toBe(
        'REVIEW_NOT_VERIFIED_BUYER',
      );
      const order = await bought(shopper);
      await asOperator(t.http.post(`/api/operator/orders/${order.number}/cancel`)).expect(200);
      expect((await write(shopper, goodReview(ELIGIBLE_HANDLE)).expect(403)).body.code).toBe(
        'REVIEW_NOT_VERIFIED_BUYER',
      );
    });

    it('lets a buyer write once per product, as a pending verified review under their chosen name', async () => {
      const buyer = await signUpConsumer(t);
      await bought(buyer);
      expect((await eligibility(buyer, ELIGIBLE_HANDLE).expect(200)).body).toMatchObject({
        canReview: true,
        reason: null,
      });
      const created = await write(buyer, {
        ...goodReview(ELIGIBLE_HANDLE),
        authorName: '  Biscuit’s mum ',
      }).expect(201);
      expect(created.body).toMatchObject({
        rating: 4,
        title: 'Happy dog',
        authorName: 'Biscuit’s mum',
        verifiedBuyer: true,
        status: 'pending',
        helpfulCount: 0,
        reply: null,
      });
      const again = await write(buyer, { ...goodReview(ELIGIBLE_HANDLE), rating: 1 }).expect(409);
      expect(again.body.code).toBe('REVIEW_ALREADY_EXISTS');
      expect((await eligibility(buyer, ELIGIBLE_HANDLE).expect(200)).body).toMatchObject({
        canReview: false,
        reason: 'ALREADY_REVIEWED',
        review: { id: created.body.id, status: 'pending', rating: 4 },
      });
    });

    it('two submissions at once: exactly one review is written', async () => {
      const buyer = await signUpConsumer(t);
      await bought(buyer);
      const answers = await Promise.all([
        write(buyer, goodReview(ELIGIBLE_HANDLE)),
        write(buyer, goodReview(ELIGIBLE_HANDLE)),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      const rows = await db.select().from(reviews).where(eq(reviews.customerId, buyer.customerId));
      expect(rows).toHaveLength(1);
    });

    it('knows a buyer who bought through the real checkout', async () => {
      const buyer = await signUpConsumer(t);
      const [variant] = await variantsOf(t, ELIGIBLE_HANDLE);
      const { id: cartId } = await newCart(t, buyer, [{ merchandiseId: variant.merchandiseId, quantity: 1 }]);
      const token = await checkoutToken(t, buyer, cartId);
      await checkout(t, buyer, { token, shippingAddress: AURORA_SHIP_TO, card: GOOD_CARD }).expect(200);
      await write(buyer, goodReview(ELIGIBLE_HANDLE)).expect(201);
    });

    it('refuses reviews on the staff site, which hides ratings (SPEC §2)', async () => {
      const staff = await signInStaff(t, { sapAccountGroup: 'ZVET', clinic: { shipTo: '200000001' } });
      await bought(staff, productId, 'HPSF');
      const refused = await write(staff, goodReview(ELIGIBLE_HANDLE)).expect(403);
      expect(refused.body.code).toBe('REVIEWS_CONSUMER_SITE_ONLY');
      expect((await eligibility(staff, ELIGIBLE_HANDLE).expect(200)).body).toMatchObject({
        canReview: false,
        reason: 'STAFF_SITE',
      });
    });

    it('answers 404 PRODUCT_NOT_FOUND for a product the catalogue does not have', async () => {
      const buyer = await signUpConsumer(t);
      const res = await write(buyer, goodReview('no-such-product')).expect(404);
      expect(res.body.code).toBe('PRODUCT_NOT_FOUND');
    });
  });

  describe('moderation', () => {
    it('refuses operator calls without the token, or with a wrong one', async () => {
      const none = await t.http.get(OPERATOR).expect(401);
      expect(none.body.code).toBe('OPERATOR_TOKEN_REQUIRED');
      const wrong = await t.http
        .post(`${OPERATOR}/${randomUUID()}/publish`)
        .set('Authorization', 'Bearer not-the-operator-token-at-all')
        .expect(401);
      expect(wrong.body.code).toBe('OPERATOR_TOKEN_INVALID');
      await t.http.put(`${OPERATOR}/${randomUUID()}/reply`).send({ body: 'Hi' }).expect(401);
    });

    it('keeps a review out of sight until published, then shows it at once (the cache follows), and takes it down on reject', async () => {
      const buyer = await signUpConsumer(t);
      await bought(buyer);
      const title = `Moderated ${randomUUID().slice(0, 8)}`;
      const written = await write(buyer, { ...goodReview(ELIGIBLE_HANDLE), title }).expect(201);
      const id = written.body.id as string;
      const titles = async () =>
        (await publicPage({ handle: ELIGIBLE_HANDLE, limit: 20 }).expect(200)).body.reviews.map(
          (review: { title: string }) => review.title,
        );
      const before = (await publicPage({ handle: ELIGIBLE_HANDLE }).expect(200)).body.summary.count as number;
      expect(await titles()).not.toContain(title);

      const queue = await asOperator(t.http.get(OPERATOR).query({ status: 'pending', limit: 100 })).expect(
        200,
      );
      expect(queue.body.reviews.map((review: { id: string }) => review.id)).toContain(id);

      const published = await asOperator(t.http.post(`${OPERATOR}/${id}/publish`)).expect(200);
      expect(published.body).toMatchObject({ id, status: 'published', customerId: buyer.publicId });
      expect(await titles()).toContain(title);
      expect((await publicPage({ handle: ELIGIBLE_HANDLE }).expect(200)).body.summary.count).toBe(before + 1);

      const twice = await asOperator(t.http.post(`${OPERATOR}/${id}/publish`)).expect(409);
      expect(twice.body.code).toBe('REVIEW_STATE');

      await asOperator(t.http.put(`${OPERATOR}/${id}/reply`))
        .send({ body: 'Thank you, we are glad Biscuit likes it!' })
        .expect(200);
      const shown = (await publicPage({ handle: ELIGIBLE_HANDLE, limit: 20 }).expect(200)).body.reviews.find(
        (review: { id: string }) => review.id === id,
      );
      expect(shown.reply).toEqual({
        body: 'Thank you, we are glad Biscuit likes it!',
        repliedAt: expect.any(String),
      });
      await asOperator(t.http.delete(`${OPERATOR}/${id}/reply`)).expect(200);

      const rejected = await asOperator(t.http.post(`${OPERATOR}/${id}/reject`))
        .send({ reason: 'Off topic' })
        .expect(200);
      expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: 'Off topic' });
      expect(await titles()).not.toContain(title);
      expect((await publicPage({ handle: ELIGIBLE_HANDLE }).expect(200)).body.summary.count).toBe(before);
      // The author still sees their own, with its state.
      expect((await eligibility(buyer, ELIGIBLE_HANDLE).expect(200)).body.review.status).toBe('rejected');

      await asOperator(t.http.post(`${OPERATOR}/${id}/publish`)).expect(200);
      expect(await titles()).toContain(title);
      await asOperator(t.http.post(`${OPERATOR}/${randomUUID()}/publish`)).expect(404);
    });

    it('pages the queue with a cursor and refuses a forged one', async () => {
      const first = await asOperator(t.http.get(OPERATOR).query({ status: 'published', limit: 2 })).expect(
        200,
      );
      expect(first.body.reviews).toHaveLength(2);
      const second = await asOperator(
        t.http.get(OPERATOR).query({ status: 'published', limit: 2, cursor: first.body.nextCursor }),
      ).expect(200);
      expect(second.body.reviews[0].id).not.toBe(first.body.reviews[0].id);
      const forged = await asOperator(t.http.get(OPERATOR).query({ cursor: 'bm90IGEgY3Vyc29y' })).expect(400);
      expect(forged.body.code).toBe('INVALID_CURSOR');
      // Times JavaScript reads but PostgreSQL's timestamptz does not: refused, never a 500.
      for (const time of ['+010000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '2030-01-01']) {
        const cursor = Buffer.from(JSON.stringify([time, randomUUID()])).toString('base64url');
        const odd = await asOperator(t.http.get(OPERATOR).query({ cursor })).expect(400);
        expect(odd.body.code).toBe('INVALID_CURSOR');
      }
    });
  });

  describe("another customer's review", () => {
    it('cannot be withdrawn by anyone but its author', async () => {
      const { id, author } = await publishedReview();
      const other = await signUpConsumer(t, 'other');
      const res = await as(other, t.http.delete(`${REVIEWS}/${id}`)).expect(404);
      expect(res.body.code).toBe('REVIEW_NOT_FOUND');
      expect((await asOperator(t.http.get(`${OPERATOR}/${id}`)).expect(200)).body.status).toBe('published');
      // Writing their own review of the same product leaves the first one as it was.
      await bought(other);
      await write(other, { ...goodReview(ELIGIBLE_HANDLE), rating: 1 }).expect(201);
      expect((await eligibility(author, ELIGIBLE_HANDLE).expect(200)).body.review).toMatchObject({
        id,
        rating: 4,
      });

      expect((await as(author, t.http.delete(`${REVIEWS}/${id}`)).expect(200)).body).toEqual({ id });
      await asOperator(t.http.get(`${OPERATOR}/${id}`)).expect(404);
    });
  });

  describe('helpful votes', () => {
    it('counts a customer once and a browser once', async () => {
      const { id } = await publishedReview();
      const voter = await signUpConsumer(t, 'voter');
      const vote = (body: object) => t.http.post(`${REVIEWS}/helpful`).set('Host', CONSUMER_HOST).send(body);
      const first = await as(voter, t.http.post(`${REVIEWS}/helpful`))
        .send({ reviewId: id })
        .expect(200);
      expect(first.body).toEqual({ reviewId: id, helpfulCount: 1 });
      const again = await as(voter, t.http.post(`${REVIEWS}/helpful`))
        .send({ reviewId: id, voterId: randomUUID() })
        .expect(409);
      expect(again.body.code).toBe('REVIEW_VOTE_ALREADY_COUNTED');

      const browser = randomUUID();
      expect((await vote({ reviewId: id, voterId: browser }).expect(200)).body.helpfulCount).toBe(2);
      expect((await vote({ reviewId: id, voterId: browser.toUpperCase() }).expect(409)).body.code).toBe(
        'REVIEW_VOTE_ALREADY_COUNTED',
      );
      expect((await vote({ reviewId: id }).expect(400)).body.code).toBe('VOTER_REQUIRED');
      expect((await vote({ reviewId: randomUUID(), voterId: browser }).expect(404)).body.code).toBe(
        'REVIEW_NOT_FOUND',
      );
    });

    it('does not count votes for a review nobody can see yet', async () => {
      const buyer = await signUpConsumer(t);
      await bought(buyer);
      const pending = await write(buyer, goodReview(ELIGIBLE_HANDLE)).expect(201);
      const res = await t.http
        .post(`${REVIEWS}/helpful`)
        .set('Host', CONSUMER_HOST)
        .send({ reviewId: pending.body.id, voterId: randomUUID() })
        .expect(404);
      expect(res.body.code).toBe('REVIEW_NOT_FOUND');
    });

    it('refuses a cookie-only vote without the storefront header (CSRF)', async () => {
      const { id } = await publishedReview();
      const voter = await signUpConsumer(t, 'cookie');
      const res = await t.http
        .post(`${REVIEWS}/helpful`)
        .set('Host', CONSUMER_HOST)
        .set('Cookie', `sessionToken=${voter.token}`)
        .send({ reviewId: id })
        .expect(403);
      expect(res.body.code).toBe('CSRF_REFUSED');
    });
  });

  describe('bad input', () => {
    let buyer: SignedInCustomer;
    beforeAll(async () => {
      buyer = await signUpConsumer(t, 'fuzzy');
      await bought(buyer);
    });

    it.each([
      ['a rating of 0', { rating: 0 }],
      ['a rating of 6', { rating: 6 }],
      ['a half star', { rating: 4.5 }],
      ['a rating as text', { rating: '5' }],
      ['an empty title', { title: ' ' }],
      ['a title of 121 characters', { title: 'x'.repeat(121) }],
      ['a title on two lines', { title: 'Good\nfood' }],
      ['a body of 9 characters', { body: 'Too short' }],
      ['a body of 5001 characters', { body: 'y'.repeat(5001) }],
      ['a body with a control character', { body: 'Nice food\u0007 for dogs' }],
      ['a lone surrogate', { body: 'Nice food \ud800 for dogs' }],
      ['an author name of 41 characters', { authorName: 'z'.repeat(41) }],
      ['an unknown field', { stars: 5 }],
      ['a bad handle', { handle: 'Not A Handle!' }],
      ['a customer id (not the caller’s to choose)', { customerId: randomUUID() }],
    ])('refuses %s with 400 and writes nothing', async (_name, change) => {
      const res = await write(buyer, { ...goodReview(ELIGIBLE_HANDLE), ...change });
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual(expect.any(String));
      expect(await db.select().from(reviews).where(eq(reviews.customerId, buyer.customerId))).toHaveLength(0);
    });

    it('refuses a huge body with 413', async () => {
      const res = await write(buyer, { ...goodReview(ELIGIBLE_HANDLE), body: 'z'.repeat(200_000) });
      expect(res.status).toBe(413);
    });

    it.each([
      [{ handle: ELIGIBLE_HANDLE, page: 0 }],
      [{ handle: ELIGIBLE_HANDLE, page: 501 }],
      [{ handle: ELIGIBLE_HANDLE, page: 'two' }],
      [{ handle: ELIGIBLE_HANDLE, limit: 21 }],
      [{ handle: ELIGIBLE_HANDLE, sort: 'random' }],
      [{ handle: 'UPPER' }],
      [{}],
    ])('refuses the public list query %p with 400', async (query) => {
      expect((await publicPage(query as Record<string, string>)).status).toBe(400);
    });

    it('refuses more than 50 handles, or a malformed list, for the cards’ ratings', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `p-${i}`).join(',');
      await t.http.get(`${REVIEWS}/ratings`).query({ handles: many }).expect(400);
      await t.http.get(`${REVIEWS}/ratings`).query({ handles: 'a,,b' }).expect(400);
      await t.http
        .get(`${REVIEWS}/ratings`)
        .query({ handles: 'x'.repeat(7000) })
        .expect(400);
    });

    it.each([
      ['a review id that is not a uuid', `${OPERATOR}/not-a-uuid/publish`],
      ['a review id with a path inside', `${OPERATOR}/..%2F..%2Fapi/publish`],
    ])('refuses %s with 400 (operator)', async (_name, path) => {
      expect((await asOperator(t.http.post(path))).status).toBe(400);
    });

    it('refuses a reply of 2001 characters', async () => {
      const { id } = await publishedReview();
      const res = await asOperator(t.http.put(`${OPERATOR}/${id}/reply`)).send({ body: 'r'.repeat(2001) });
      expect(res.status).toBe(400);
    });

    it('keeps markup as the text it is (the widget shows it as text, never as HTML)', async () => {
      const author = await signUpConsumer(t);
      await bought(author);
      const body = '<img src=x onerror=alert(1)> Our cat <b>loves</b> it';
      const res = await write(author, { ...goodReview(ELIGIBLE_HANDLE), body }).expect(201);
      expect(res.body.body).toBe(body);
    });
  });

  describe('summary numbers', () => {
    let handle: string;
    beforeAll(async () => {
      // A product of its own, with exactly the reviews below (the seed's are taken away first).
      handle = ONE_TIME_ONLY_HANDLE;
      const id = await idOf(handle);
      await db.delete(reviews).where(eq(reviews.productId, id));
      const at = (day: number) => new Date(Date.UTC(2026, 1, day));
      const row = (rating: number, status: 'published' | 'pending' | 'rejected', day: number) => ({
        productId: id,
        authorName: `Author ${day}`,
        rating,
        title: `Rated ${rating} on day ${day}`,
        body: 'A plain review body for the test.',
        status,
        createdAt: at(day),
      });
      await db
        .insert(reviews)
        .values([
          row(5, 'published', 1),
          row(5, 'published', 2),
          row(4, 'published', 3),
          row(1, 'published', 4),
          row(2, 'pending', 5),
          row(3, 'rejected', 6),
        ]);
    });

    it('averages, counts and histograms published reviews only', async () => {
      const res = await publicPage({ handle }).expect(200);
      expect(res.body.summary).toEqual({
        average: 3.8,
        count: 4,
        histogram: [
          { rating: 5, count: 2 },
          { rating: 4, count: 1 },
          { rating: 3, count: 0 },
          { rating: 2, count: 0 },
          { rating: 1, count: 1 },
        ],
      });
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toEqual(expect.stringContaining('max-age'));
    });

    it('pages newest first, and sorts by rating when asked', async () => {
      const first = await publicPage({ handle, limit: 3 }).expect(200);
      expect(first.body).toMatchObject({ page: 1, pageCount: 2 });
      expect(first.body.reviews.map((r: { title: string }) => r.title)).toEqual([
        'Rated 1 on day 4',
        'Rated 4 on day 3',
        'Rated 5 on day 2',
      ]);
      const second = await publicPage({ handle, limit: 3, page: 2 }).expect(200);
      expect(second.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Rated 5 on day 1']);
      const lowest = await publicPage({ handle, sort: 'lowest', limit: 1 }).expect(200);
      expect(lowest.body.reviews[0].rating).toBe(1);
      const beyond = await publicPage({ handle, page: 9 }).expect(200);
      expect(beyond.body.reviews).toEqual([]);
    });

    it("gives the cards' ratings in the order asked, leaving unknown handles out", async () => {
      const res = await t.http
        .get(`${REVIEWS}/ratings`)
        .query({ handles: `${handle},no-such-product,${ELIGIBLE_HANDLE}` })
        .expect(200);
      expect(res.body.ratings.map((r: { handle: string }) => r.handle)).toEqual([handle, ELIGIBLE_HANDLE]);
      expect(res.body.ratings[0]).toEqual({ handle, average: 3.8, count: 4 });
    });

    it('answers 404 PRODUCT_NOT_FOUND for an unknown product', async () => {
      expect((await publicPage({ handle: 'no-such-product' }).expect(404)).body.code).toBe(
        'PRODUCT_NOT_FOUND',
      );
    });

    it('seeds believable reviews on most products', async () => {
      const products = await t.http.get('/api/catalog/products').query({ limit: 100 }).expect(200);
      const handles = (products.body.items as { handle: string }[]).map((item) => item.handle).slice(0, 50);
      const res = await t.http
        .get(`${REVIEWS}/ratings`)
        .query({ handles: handles.join(',') })
        .expect(200);
      const rated = (res.body.ratings as { count: number; average: number }[]).filter((r) => r.count > 0);
      expect(rated.length).toBeGreaterThan(handles.length * 0.6);
      for (const rating of rated) expect(rating.average).toBeGreaterThanOrEqual(1);
    });
  });
});
