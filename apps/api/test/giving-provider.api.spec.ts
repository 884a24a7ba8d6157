import { SEED_GIVING_STORE_IDS, buildGivingSeed } from '../src/seed/giving/giving.seed-data';
import { SeedRunner } from '../src/seed/seed-runner';
import { CONSUMER_HOST, STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The charitable-giving provider of SPEC §7 over HTTP (stores, products, charities, portfolios and
 * the proxy form), with SPEC §5's store id and SPEC §8's 'Invalid StoreId'. Tracking and the
 * clickstream are in giving-tracking.api.spec.ts, the SDK against this API in giving-sdk.api.spec.ts.
 */
const DTC = SEED_GIVING_STORE_IDS.DTC;
const HPSF = SEED_GIVING_STORE_IDS.HPSF;
const DTC_GUID = `{${DTC.slice(0, 8)}-${DTC.slice(8, 12)}-${DTC.slice(12, 16)}-${DTC.slice(16, 20)}-${DTC.slice(20).toUpperCase()}}`;
const UNKNOWN_STORE = 'ffffffffffffffffffffffffffffffff';
const OPERATOR_TOKEN = 'giving-operator-token-0123456789abcdef';
const seed = buildGivingSeed();

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the seed changed: a charity this file needs is gone');
  return value;
}
const denver = found(seed.charities.find((c) => c.city === 'Denver' && c.categoryId === 3));
const [western, cats, seniors] = seed.portfolios;

/** Every §7 call of this file with a valid request, for the store-id matrix. */
const CALLS: [string, (t: TestApp, storeId?: string) => ReturnType<TestApp['http']['get']>][] = [
  ['stores GET /cc-small/none', (t, id) => withStore(t.http.get('/api/giving/stores/cc-small/none'), id)],
  [
    'products GET /donation-by-cms-id',
    (t, id) =>
      withStore(
        t.http.get('/api/giving/products/donation-by-cms-id').query({ cmsId: 'p1', realPrice: '54.99' }),
        id,
      ),
  ],
  [
    'products POST /get-multiple-donation',
    (t, id) =>
      withStore(t.http.post('/api/giving/products/get-multiple-donation'), id).send({
        cmsIds: [{ id: 'p1', price: 10, quantity: 1 }],
      }),
  ],
  ['charities GET /search', (t, id) => withStore(t.http.get('/api/giving/charities/search'), id)],
  [
    'charities GET /search-by-eins',
    (t, id) => withStore(t.http.get('/api/giving/charities/search-by-eins').query({ eins: denver.ein }), id),
  ],
  [
    'portfolios GET /cc-query-with-charities',
    (t, id) =>
      withStore(t.http.get('/api/giving/portfolios/cc-query-with-charities').query({ id: western.id }), id),
  ],
];

function withStore<T extends { set(name: string, value: string): T }>(
  request: T,
  storeId: string | undefined,
): T {
  return storeId === undefined ? request : request.set('x-store-id', storeId);
}

describe('giving provider: stores, products, charities, portfolios (SPEC §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
  });
  afterAll(() => t.close());

  describe('the x-store-id header (SPEC §5, §8)', () => {
    it.each(CALLS)('%s answers with a store id in any of its pasted forms', async (_name, call) => {
      for (const id of [DTC, DTC.toUpperCase(), DTC_GUID, ` ${DTC_GUID.replace(/[{}]/g, '')} `, `(${DTC})`])
        expect((await call(t, id)).status).toBe(200);
    });

    it.each(CALLS)(
      "%s refuses a missing or malformed store id with 400 'Invalid StoreId'",
      async (_name, call) => {
        for (const id of [
          undefined,
          '',
          'abc',
          `${DTC}0`,
          DTC.slice(1),
          `[${DTC}]`,
          `${DTC.slice(1)}g`,
          'x'.repeat(5000),
        ]) {
          const res = await call(t, id);
          expect({ id: id?.slice(0, 40), status: res.status, body: res.body }).toEqual({
            id: id?.slice(0, 40),
            status: 400,
            body: { statusCode: 400, code: 'INVALID_STORE_ID', message: 'Invalid StoreId' },
          });
        }
      },
    );

    it.each(CALLS)(
      '%s answers 404 GIVING_STORE_NOT_FOUND for a well-formed id that is no store',
      async (_name, call) => {
        const res = await call(t, UNKNOWN_STORE);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('GIVING_STORE_NOT_FOUND');
      },
    );
  });

  describe('stores', () => {
    it('serves the whole configuration of SPEC §3', async () => {
      const res = await t.http.get('/api/giving/stores/cc-small/none').set('x-store-id', DTC).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(
        [
          'activeCampaigns',
          'addressInformation',
          'causeMultipliers',
          'contactInformation',
          'customCSS',
          'customerSegments',
          'defaultCauseId',
          'defaultCauseIds',
          'defaultDonation',
          'defaultDonationType',
          'featuredCauseIds',
          'id',
          'isActive',
          'isEmbeddedConfirmation',
          'isExperienceActive',
          'letShoppersChoose',
          'name',
          'primaryCurrency',
          'searchEnabled',
          'targetCssSelector',
        ].sort(),
      );
      expect(res.body).toMatchObject({
        id: DTC,
        isActive: true,
        primaryCurrency: 'USD',
        defaultDonation: 2,
        defaultDonationType: 0,
        defaultCauseId: western.id,
        causeMultipliers: expect.arrayContaining([
          { causeId: denver.ein, multiplier: 2 },
          { causeId: seniors.id, multiplier: 1.5 },
        ]),
      });
      // Only active campaigns: online purchase and add-on; the round-up is seeded inactive.
      expect(res.body.activeCampaigns.map((c: { type: number }) => c.type).sort()).toEqual([1, 4]);
      expect(
        res.body.customerSegments.map((s: { name: string; excludeSegment: boolean }) => [
          s.name,
          s.excludeSegment,
        ]),
      ).toEqual([
        ['Shop employees', true],
        ['Gold members', false],
      ]);
    });

    it("tells each site which store is its own; the staff site's is present and switched off", async () => {
      const dtc = await t.http.get('/api/giving/stores/for-site').set('host', CONSUMER_HOST).expect(200);
      const staff = await t.http.get('/api/giving/stores/for-site').set('host', STAFF_HOST).expect(200);
      expect(dtc.body).toEqual({ site: 'DTC', storeId: DTC, isActive: true });
      expect(staff.body).toEqual({ site: 'HPSF', storeId: HPSF, isActive: false });
    });

    it('lets an operator switch the staff store on and off; the configuration follows at once', async () => {
      const put = (isActive: unknown, auth = `Bearer ${OPERATOR_TOKEN}`) =>
        t.http
          .put('/api/operator/giving/store-active')
          .set('authorization', auth)
          .set('x-store-id', HPSF)
          .send({ isActive });
      expect((await put(true, 'Bearer wrong-token-wrong-token-wrong')).status).toBe(401);
      expect((await put('yes')).status).toBe(400);
      expect((await put(true)).body.isActive).toBe(true);
      expect(
        (await t.http.get('/api/giving/stores/cc-small/none').set('x-store-id', HPSF)).body.isActive,
      ).toBe(true);
      expect((await put(false)).body.isActive).toBe(false);
      expect(
        (await t.http.get('/api/giving/stores/cc-small/none').set('x-store-id', HPSF)).body.isActive,
      ).toBe(false);
      const unknown = await t.http
        .put('/api/operator/giving/store-active')
        .set('authorization', `Bearer ${OPERATOR_TOKEN}`)
        .set('x-store-id', UNKNOWN_STORE)
        .send({ isActive: true });
      expect(unknown.status).toBe(404);
    });

    it('seeds once: a second run adds nothing', async () => {
      expect((await t.app.get(SeedRunner).run()).giving).toBe(0);
    });
  });

  describe('products: donations', () => {
    const product = (query: Record<string, string>, storeId: string = DTC) =>
      t.http.get('/api/giving/products/donation-by-cms-id').set('x-store-id', storeId).query(query);
    const cart = (body: object, storeId = DTC) =>
      t.http.post('/api/giving/products/get-multiple-donation').set('x-store-id', storeId).send(body);

    it("gives the store's 2 % of a product's real price to the default cause", async () => {
      const res = await product({ cmsId: 'p1', realPrice: '54.99' }).expect(200);
      expect(res.body).toMatchObject({
        totalDonationAmount: '1.10',
        totalDonationCents: 110,
        campaignActive: true,
        segmentExcluded: false,
        donationRecipients: [
          { causeId: western.id, causeName: western.name, amount: '1.10', amountCents: 110 },
        ],
        lineItems: [
          {
            id: 'p1',
            totalDonationValue: '1.10',
            donationType: 'percentage',
            cartDonation: true,
            excluded: false,
          },
        ],
      });
    });

    it("times the chosen cause's multiplier", async () => {
      const res = await product({ cmsId: 'p1', realPrice: '54.99', providedCauseId: denver.ein }).expect(200);
      expect(res.body.totalDonationCents).toBe(220);
      expect(res.body.donationRecipients[0]).toMatchObject({ causeId: denver.ein, causeName: denver.name });
      const portfolio = await product({ cmsId: 'p1', realPrice: '100', providedCauseId: seniors.id }).expect(
        200,
      );
      expect(portfolio.body.totalDonationCents).toBe(300);
    });

    it('a cleared choice (cause 0) gives to the default cause', async () => {
      const res = await product({ cmsId: 'p1', realPrice: '10', providedCauseId: '0' }).expect(200);
      expect(res.body.donationRecipients[0].causeId).toBe(western.id);
    });

    it('answers 404 GIVING_CAUSE_NOT_FOUND for a cause that does not exist', async () => {
      for (const id of ['99-9999999', 'e'.repeat(32)]) {
        const res = await product({ cmsId: 'p1', realPrice: '10', providedCauseId: id });
        expect([res.status, res.body.code]).toEqual([404, 'GIVING_CAUSE_NOT_FOUND']);
      }
    });

    it('gives nothing for an excluding segment, and doubles for the gold segment', async () => {
      const [employees, gold] = seed.segments;
      const excluded = await product({
        cmsId: 'p1',
        realPrice: '54.99',
        customerSegmentId: employees.id,
      }).expect(200);
      expect(excluded.body).toMatchObject({
        totalDonationCents: 0,
        segmentExcluded: true,
        donationRecipients: [],
      });
      const doubled = await product({ cmsId: 'p1', realPrice: '54.99', customerSegmentId: gold.id }).expect(
        200,
      );
      expect(doubled.body.totalDonationCents).toBe(220);
      const unknown = await product({ cmsId: 'p1', realPrice: '54.99', customerSegmentId: 'nobody' }).expect(
        200,
      );
      expect(unknown.body.totalDonationCents).toBe(110);
    });

    it('gives nothing from a switched-off store', async () => {
      const res = await product({ cmsId: 'p1', realPrice: '54.99' }, HPSF).expect(200);
      expect(res.body).toMatchObject({ totalDonationCents: 0, campaignActive: false });
    });

    it('works a cart out after its discounts, before tax and shipping', async () => {
      const res = await cart({
        cmsIds: [
          { id: 'a', price: 30, quantity: 1 },
          { id: 'b', price: 10, quantity: 2, discount: 5 },
        ],
        cartDiscount: 5,
      }).expect(200);
      // Goods of 30 and 20 - 5 less the cart's 5, shared by amount (3.33 and 1.67): 2 % of 26.67 and 13.33.
      expect(res.body.totalDonationCents).toBe(80);
      expect(res.body.lineItems.map((l: { totalDonationCents: number }) => l.totalDonationCents)).toEqual([
        53, 27,
      ]);
    });

    it.each<[string, Record<string, string>]>([
      ['no cmsId', { realPrice: '10' }],
      ['no realPrice', { cmsId: 'p1' }],
      ['a negative price', { cmsId: 'p1', realPrice: '-1' }],
      ['three decimals', { cmsId: 'p1', realPrice: '1.005' }],
      ['an exponent', { cmsId: 'p1', realPrice: '1e3' }],
      ['a huge price', { cmsId: 'p1', realPrice: '100000000' }],
      ['a malformed cause id', { cmsId: 'p1', realPrice: '10', providedCauseId: 'abc' }],
      ['a long cmsId', { cmsId: 'x'.repeat(201), realPrice: '10' }],
      ['an unknown field', { cmsId: 'p1', realPrice: '10', extra: '1' }],
    ])('refuses a product donation with %s (400)', async (_name, query) => {
      const res = await product(query);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it.each<[string, object]>([
      ['no lines field', {}],
      ['a fractional quantity', { cmsIds: [{ id: 'a', price: 1, quantity: 1.5 }] }],
      ['a negative discount', { cmsIds: [{ id: 'a', price: 1, quantity: 1, discount: -1 }] }],
      ['a price as text', { cmsIds: [{ id: 'a', price: '1', quantity: 1 }] }],
      [
        '101 lines',
        { cmsIds: Array.from({ length: 101 }, (_, i) => ({ id: `p${i}`, price: 1, quantity: 1 })) },
      ],
      ['a huge quantity', { cmsIds: [{ id: 'a', price: 99999.99, quantity: 1e12 }] }],
      ['lines that are not objects', { cmsIds: ['a', 1, null] }],
    ])('refuses a cart donation with %s (400)', async (_name, body) => {
      const res = await cart(body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('works out the largest cart it takes without overflowing', async () => {
      const cmsIds = Array.from({ length: 100 }, (_, i) => ({
        id: `p${i}`,
        price: 99999.99,
        quantity: 1000,
        discount: 1,
      }));
      const res = await cart({ cmsIds, cartDiscount: 99999.99 }).expect(200);
      expect(Number.isSafeInteger(res.body.totalDonationCents)).toBe(true);
    });
  });

  describe('charities and portfolios', () => {
    const search = (query: Record<string, string>) =>
      t.http.get('/api/giving/charities/search').set('x-store-id', DTC).query(query);

    it('answers 25 animal charities from the first by default (SPEC §9), in name order, with a bounded count', async () => {
      const res = await search({}).expect(200);
      const animal = seed.charities.filter((c) => c.categoryId === 3).map((c) => c.name);
      expect(res.body).toMatchObject({ skip: 0, take: 25, total: animal.length, totalIsLowerBound: false });
      expect(res.body.charities).toHaveLength(25);
      expect(res.body.charities.every((c: { categoryId: number }) => c.categoryId === 3)).toBe(true);
      const names = res.body.charities.map((c: { name: string }) => c.name);
      expect(names).toEqual([...animal].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, 25));
      expect(res.body.charities[0]).toMatchObject({
        kind: 'charity',
        categoryName: 'Animal-Related',
        categoryLogoUrl: '/media/giving/categories/3.svg',
      });
    });

    it('finds names by the start of their words, names starting with them first', async () => {
      const res = await search({ q: 'whisk hav', categoryId: 'all' }).expect(200);
      expect(res.body.charities.length).toBeGreaterThan(0);
      expect(res.body.charities.every((c: { name: string }) => /\bWhisker Haven\b/.test(c.name))).toBe(true);
      // A city whose charities' names start with it and hold it further on: the first come first.
      const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
      const cityName = found(
        seed.charities
          .map((c) => c.city)
          .find((name) => {
            const named = seed.charities.filter((c) => c.categoryId === 3 && c.name.includes(name));
            return named.some((c) => c.name.startsWith(name)) && named.some((c) => !c.name.startsWith(name));
          }),
      );
      const named = seed.charities.filter(
        (c) => c.categoryId === 3 && c.name.toLowerCase().includes(cityName.toLowerCase()),
      );
      const expected = [
        ...named
          .filter((c) => c.name.startsWith(cityName))
          .map((c) => c.name)
          .sort(byName),
        ...named
          .filter((c) => !c.name.startsWith(cityName))
          .map((c) => c.name)
          .sort(byName),
      ];
      const city = await search({ q: cityName.toLowerCase() }).expect(200);
      expect(city.body.charities.map((c: { name: string }) => c.name)).toEqual(expected);
    });

    it('reads a ZIP start, a city start (any case), a state and a category', async () => {
      const zip = await search({ zip: '800' }).expect(200);
      expect(zip.body.charities.length).toBeGreaterThan(0);
      expect(zip.body.charities.every((c: { zip: string }) => c.zip.startsWith('800'))).toBe(true);
      const aurora = await search({ city: 'aUrOrA', categoryId: 'all' }).expect(200);
      expect(new Set(aurora.body.charities.map((c: { state: string }) => c.state))).toEqual(
        new Set(['CO', 'IL']),
      );
      const auroraCo = await search({ city: 'aurora', state: 'co', categoryId: 'all' }).expect(200);
      expect(auroraCo.body.charities.every((c: { state: string }) => c.state === 'CO')).toBe(true);
      const research = await search({ categoryId: '20' }).expect(200);
      expect(research.body.charities.length).toBeGreaterThan(0);
      expect(
        research.body.charities.every((c: { name: string }) => c.name.endsWith('Veterinary Research Fund')),
      ).toBe(true);
      const none = await search({ categoryId: '12' }).expect(200);
      expect(none.body).toMatchObject({ charities: [], total: 0 });
    });

    it('pages through without overlap', async () => {
      const first = await search({ take: '10' }).expect(200);
      const second = await search({ take: '10', skip: '10' }).expect(200);
      const both = [...first.body.charities, ...second.body.charities].map((c: { id: string }) => c.id);
      expect(new Set(both).size).toBe(20);
    });

    it('marks the store’s default causes and multipliers on the causes it answers', async () => {
      const res = await t.http
        .get('/api/giving/charities/search-by-eins')
        .set('x-store-id', DTC)
        .query({ eins: `99-0000000,${denver.ein}` })
        .expect(200);
      expect(res.body.charities).toHaveLength(1);
      expect(res.body.charities[0]).toMatchObject({
        id: denver.ein,
        name: denver.name,
        city: 'Denver',
        state: 'CO',
        multiplier: 2,
        default: false,
      });
    });

    it('answers a portfolio with its charities; 404 for any other id', async () => {
      const res = await t.http
        .get('/api/giving/portfolios/cc-query-with-charities')
        .set('x-store-id', DTC)
        .query({ id: cats.id.toUpperCase() })
        .expect(200);
      const members = seed.portfolioCharities
        .filter((m) => m.portfolioId === cats.id)
        .map((m) => m.charityEin);
      expect(res.body).toMatchObject({
        id: cats.id,
        kind: 'portfolio',
        name: cats.name,
        default: true,
        categoryId: 3,
      });
      expect(res.body.portfolioCharities.map((c: { id: string }) => c.id)).toEqual(members);
      for (const id of ['f'.repeat(32), 'not-a-portfolio', denver.ein]) {
        const missing = await t.http
          .get('/api/giving/portfolios/cc-query-with-charities')
          .set('x-store-id', DTC)
          .query({ id });
        expect([missing.status, missing.body.code]).toEqual([404, 'GIVING_PORTFOLIO_NOT_FOUND']);
      }
    });

    it.each<[string, Record<string, string>]>([
      ['take 0', { take: '0' }],
      ['take 51', { take: '51' }],
      ['skip past the bound', { skip: '501' }],
      ['a negative skip', { skip: '-1' }],
      ['a ZIP with letters', { zip: '80a' }],
      ['a six-digit ZIP', { zip: '800111' }],
      ['an unknown state', { state: 'ZZ' }],
      ['category 26', { categoryId: '26' }],
      ['a long query', { q: 'a'.repeat(101) }],
    ])('refuses a search with %s (400)', async (_name, query) => {
      const res = await search(query);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it.each([
      "'; drop table giving_charities; --",
      '%%%',
      '&|!:*()',
      'paws:* | !cat',
      '\\',
      '😺 paws',
      'ß ñ 日本',
    ])('takes odd words %p literally, never as a text-query operator', async (q) => {
      const res = await search({ q, categoryId: 'all' });
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.charities)).toBe(true);
    });

    it('never fails on bytes that are not UTF-8 text', async () => {
      for (const raw of ['q=paw%ED%A0%BD', 'city=%FF%FE', 'q=%00', 'zip=%F0%9F%98%BA'])
        expect(
          (await t.http.get(`/api/giving/charities/search?${raw}`).set('x-store-id', DTC)).status,
        ).toBeLessThan(500);
    });

    it('refuses more than 50 EINs or a malformed one (400)', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `12-${String(i).padStart(7, '0')}`).join(',');
      for (const eins of [many, '123456789', '12-345678', `${denver.ein},`]) {
        const res = await t.http
          .get('/api/giving/charities/search-by-eins')
          .set('x-store-id', DTC)
          .query({ eins });
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
    });
  });

  describe('the proxy form {method, service, endpoint, data}', () => {
    const proxy = (body: object, host = CONSUMER_HOST) =>
      t.http.post('/api/giving/proxy').set('host', host).send(body);

    it("answers what the direct call answers, with the site's own store when there is no header", async () => {
      const direct = await t.http
        .get('/api/giving/charities/search')
        .set('x-store-id', DTC)
        .query({ q: 'rescue', take: '5' })
        .expect(200);
      const proxied = await proxy({
        method: 'GET',
        service: 'charities',
        endpoint: '/search',
        data: { q: 'rescue', take: 5 },
      }).expect(200);
      expect(proxied.body).toEqual(direct.body);
      const store = await proxy(
        { method: 'GET', service: 'stores', endpoint: '/cc-small/none' },
        STAFF_HOST,
      ).expect(200);
      expect(store.body.id).toBe(HPSF);
      const donation = await proxy({
        method: 'POST',
        service: 'products',
        endpoint: '/get-multiple-donation',
        data: { cmsIds: [{ id: 'a', price: 54.99, quantity: 1 }] },
      }).expect(200);
      expect(donation.body.totalDonationCents).toBe(110);
    });

    it("uses an x-store-id header when given, refusing a malformed one with 'Invalid StoreId'", async () => {
      const res = await proxy({ method: 'GET', service: 'stores', endpoint: '/cc-small/none' })
        .set('x-store-id', HPSF)
        .expect(200);
      expect(res.body.id).toBe(HPSF);
      const bad = await proxy({ method: 'GET', service: 'stores', endpoint: '/cc-small/none' }).set(
        'x-store-id',
        'nope',
      );
      expect([bad.status, bad.body.message]).toEqual([400, 'Invalid StoreId']);
    });

    it('validates the data as the direct call does', async () => {
      const res = await proxy({
        method: 'GET',
        service: 'charities',
        endpoint: '/search',
        data: { take: 500 },
      });
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      const unknown = await proxy({
        method: 'GET',
        service: 'charities',
        endpoint: '/search',
        data: { nope: 1 },
      });
      expect([unknown.status, unknown.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it.each<[string, object, number, string]>([
      [
        'an unknown endpoint',
        { method: 'GET', service: 'charities', endpoint: '/everything' },
        404,
        'GIVING_CALL_NOT_FOUND',
      ],
      [
        'the wrong method',
        { method: 'PUT', service: 'stores', endpoint: '/cc-small/none' },
        404,
        'GIVING_CALL_NOT_FOUND',
      ],
      ['an unknown service', { method: 'GET', service: 'orders', endpoint: '/' }, 400, 'VALIDATION_FAILED'],
      [
        'a DELETE',
        { method: 'DELETE', service: 'stores', endpoint: '/cc-small/none' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'an endpoint that climbs out',
        { method: 'GET', service: 'stores', endpoint: '/../../operator' },
        400,
        'VALIDATION_FAILED',
      ],
      [
        'data that is a list',
        { method: 'GET', service: 'stores', endpoint: '/cc-small/none', data: [1] },
        400,
        'VALIDATION_FAILED',
      ],
    ])('refuses %s', async (_name, body, status, code) => {
      const res = await proxy(body);
      expect([res.status, res.body.code]).toEqual([status, code]);
    });
  });
});
