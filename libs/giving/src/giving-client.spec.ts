import { createGivingClient, type GivingClientOptions } from './giving-client';
import { GIVING_ERROR_MESSAGES, GivingError } from './giving-error';

const STORE = '0123456789abcdef0123456789abcdef';
const STORE_GUID = '{01234567-89AB-CDEF-0123-456789ABCDEF}';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers from `routes` ('GET /api/giving/stores/cc-small/none' → [status, body]) and records each call. */
function fakeApi(routes: Record<string, [number, unknown] | (() => Promise<never>)> = {}) {
  const sent: Sent[] = [];
  const fetch = jest.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    const text = String(url);
    sent.push({
      url: text,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const route = routes[`${init.method ?? 'GET'} ${text.split('?')[0]}`];
    if (typeof route === 'function') return route();
    const [status, body] = route ?? [404, { code: 'NOT_FOUND', message: 'Not found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function client(api: ReturnType<typeof fakeApi>, extra: Partial<GivingClientOptions> = {}) {
  return createGivingClient({ storeId: STORE_GUID, fetch: api.fetch, ...extra });
}

const TRACKING = { trackingId: 'a'.repeat(32), storeId: STORE, causeId: null, causeName: null };
const STORE_ANSWER = { id: STORE, isActive: true, activeCampaigns: [] };

async function failure(promise: Promise<unknown>): Promise<GivingError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GivingError) return error;
    throw error;
  }
  throw new Error('expected a GivingError');
}

describe('GivingClient: the calls of SPEC §7', () => {
  it('sends every call to its service and endpoint with the normalised x-store-id', async () => {
    const api = fakeApi({
      'GET /api/giving/stores/cc-small/none': [200, STORE_ANSWER],
      'GET /api/giving/products/donation-by-cms-id': [200, { totalDonationCents: 275 }],
      'POST /api/giving/products/get-multiple-donation': [200, { totalDonationCents: 375 }],
      'GET /api/giving/charities/search': [200, { charities: [] }],
      'GET /api/giving/charities/search-by-eins': [200, { charities: [] }],
      'GET /api/giving/portfolios/cc-query-with-charities': [200, { id: 'p' }],
      'POST /api/giving/tracking': [201, TRACKING],
      [`PUT /api/giving/tracking/${TRACKING.trackingId}/set-cause`]: [200, { label: 'set' }],
      [`GET /api/giving/tracking/${TRACKING.trackingId}/cause`]: [200, { causeId: '0' }],
      [`PUT /api/giving/tracking/${TRACKING.trackingId}/add-integration-info`]: [200, TRACKING],
      [`PUT /api/giving/tracking/${TRACKING.trackingId}/set-confirmation-data`]: [200, TRACKING],
      'POST /api/giving/clickstream/events': [202, { queued: true }],
    });
    const giving = client(api, { headers: { 'X-Shop-Client': 'storefront' } });
    await giving.getStore();
    await giving.getProductDonation({
      cmsId: 'gid://shop/Product/1',
      realPrice: 54.99,
      providedCauseId: '12-3456789',
    });
    await giving.getCartDonation({
      cmsIds: [{ id: 'p1', price: 10, quantity: 2 }],
      cartDiscount: 1,
      ignoreDirectDonations: true,
    });
    await giving.searchCharities({ q: ' paws ', location: '80011', state: 'CO' });
    await giving.getCharitiesByEins(['12-3456789', '98-7654321']);
    await giving.getPortfolio('f'.repeat(32));
    await giving.startTracking({ isTestMode: true });
    await giving.setCause({ causeId: '12-3456789', causeName: 'Happy Paws' });
    await giving.getTrackedCause();
    await giving.addIntegrationInfo('gtm', { clientId: 'x' });
    await giving.setConfirmationData(1234, ['Happy Paws', 'Mile High Rescue']);
    await giving.emitEvent({ event: { timeStamp: '2030-01-01T00:00:00Z', type: 'view', version: '1' } });

    expect(api.sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/giving/stores/cc-small/none',
      'GET /api/giving/products/donation-by-cms-id?cmsId=gid%3A%2F%2Fshop%2FProduct%2F1&realPrice=54.99&providedCauseId=12-3456789',
      'POST /api/giving/products/get-multiple-donation',
      'GET /api/giving/charities/search?q=paws&skip=0&take=25&state=CO&categoryId=3&zip=80011',
      'GET /api/giving/charities/search-by-eins?eins=12-3456789%2C98-7654321',
      `GET /api/giving/portfolios/cc-query-with-charities?id=${'f'.repeat(32)}`,
      'POST /api/giving/tracking',
      `PUT /api/giving/tracking/${TRACKING.trackingId}/set-cause`,
      `GET /api/giving/tracking/${TRACKING.trackingId}/cause`,
      `PUT /api/giving/tracking/${TRACKING.trackingId}/add-integration-info`,
      `PUT /api/giving/tracking/${TRACKING.trackingId}/set-confirmation-data`,
      'POST /api/giving/clickstream/events',
    ]);
    for (const s of api.sent.slice(0, -1))
      expect(s.headers).toMatchObject({ 'x-store-id': STORE, 'X-Shop-Client': 'storefront' });
    expect(api.sent.at(-1)?.headers).toMatchObject({ 'store-id': STORE });
    expect(api.sent[2].body).toEqual({
      cmsIds: [{ id: 'p1', price: 10, quantity: 2 }],
      cartDiscount: 1,
      ignoreDirectDonations: true,
    });
    expect(api.sent[6].body).toEqual({ storeId: STORE, isTestMode: true, isForceTestMode: false });
    expect(api.sent[7].body).toEqual({ causeId: '12-3456789', causeName: 'Happy Paws' });
    expect(api.sent[9].body).toEqual({ integrationType: 'gtm', info: { clientId: 'x' } });
    expect(api.sent[10].body).toEqual({
      confirmationData: { totalDonationAmount: '12.34', causes: 'Happy Paws, Mile High Rescue' },
    });
    expect(api.sent[11].body).toMatchObject({ storeId: STORE, event: { type: 'view' } });
  });

  it('reads a location starting with a letter as a city (SPEC §5) and keeps an explicit category', async () => {
    const api = fakeApi({ 'GET /api/giving/charities/search': [200, { charities: [] }] });
    await client(api).searchCharities({ location: ' Fort Collins ', categoryId: 7, skip: 25, take: 10 });
    await client(api).searchCharities({ categoryId: null });
    expect(api.sent.map((s) => s.url)).toEqual([
      '/api/giving/charities/search?skip=25&take=10&categoryId=7&city=Fort+Collins',
      '/api/giving/charities/search?skip=0&take=25&categoryId=all',
    ]);
  });

  it('sends the proxy form {method, service, endpoint, data} without the header when asked', async () => {
    const api = fakeApi({ 'POST /api/giving/proxy': [200, { charities: [] }] });
    await client(api, { viaProxy: true }).searchCharities({ q: 'rescue' });
    expect(api.sent).toEqual([
      {
        url: '/api/giving/proxy',
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: {
          method: 'GET',
          service: 'charities',
          endpoint: '/search',
          data: { q: 'rescue', skip: 0, take: 25, categoryId: '3' },
        },
      },
    ]);
  });

  it('asks causes of either kind from their own lookup and answers them in the order asked', async () => {
    const portfolio = 'c'.repeat(32);
    const api = fakeApi({
      'GET /api/giving/charities/search-by-eins': [
        200,
        { charities: [{ id: '98-7654321' }, { id: '12-3456789' }] },
      ],
      'GET /api/giving/portfolios/cc-query-with-charities': [200, { id: portfolio }],
    });
    const causes = await client(api).getCauses(['12-3456789', portfolio, '98-7654321', '55-5555555']);
    expect(causes?.map((c) => c.id)).toEqual(['12-3456789', portfolio, '98-7654321']);
  });
});

describe('GivingClient: tracking once per browser session (SPEC §4)', () => {
  it('starts tracking once, even when asked twice at once, and reuses it from session storage', async () => {
    const api = fakeApi({ 'POST /api/giving/tracking': [201, TRACKING] });
    const storage = new Map<string, string>();
    const sessionStorage = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    const first = client(api, { storage: sessionStorage });
    expect(await Promise.all([first.startTracking(), first.startTracking()])).toEqual([
      TRACKING.trackingId,
      TRACKING.trackingId,
    ]);
    expect(await client(api, { storage: sessionStorage }).startTracking()).toBe(TRACKING.trackingId);
    expect(api.sent).toHaveLength(1);
  });

  it('starts again after a failed start', async () => {
    let calls = 0;
    const api = fakeApi({
      'POST /api/giving/tracking': () => {
        calls += 1;
        return Promise.reject(new TypeError('network down'));
      },
    });
    const giving = client(api);
    await expect(giving.startTracking()).rejects.toThrow('Error starting tracking');
    await expect(giving.startTracking()).rejects.toThrow('Error starting tracking');
    expect(calls).toBe(2);
  });

  it('clears the cause with id 0 and name "0"', async () => {
    const api = fakeApi({
      'POST /api/giving/tracking': [201, TRACKING],
      [`PUT /api/giving/tracking/${TRACKING.trackingId}/set-cause`]: [
        200,
        { causeId: '0', causeName: '0', label: 'updated' },
      ],
    });
    expect(await client(api).clearCause()).toMatchObject({ label: 'updated' });
    expect(api.sent[1].body).toEqual({ causeId: '0', causeName: '0' });
  });
});

describe('GivingClient: the errors of SPEC §8', () => {
  const failing = (status: number) =>
    [status, { statusCode: status, code: 'SOMETHING', message: 'the API said no' }] as [number, unknown];
  const everyRoute = (status: number) =>
    fakeApi(
      Object.fromEntries(
        [
          'GET /api/giving/stores/cc-small/none',
          'GET /api/giving/products/donation-by-cms-id',
          'POST /api/giving/products/get-multiple-donation',
          'GET /api/giving/charities/search',
          'GET /api/giving/charities/search-by-eins',
          'GET /api/giving/portfolios/cc-query-with-charities',
          'POST /api/giving/tracking',
          'POST /api/giving/clickstream/events',
        ].map((route) => [route, failing(status)]),
      ),
    );

  it.each<[string, (c: ReturnType<typeof client>) => Promise<unknown>]>([
    [GIVING_ERROR_MESSAGES.retrieveStore, (c) => c.getStore()],
    [
      GIVING_ERROR_MESSAGES.retrieveProductDonation,
      (c) => c.getProductDonation({ cmsId: 'p', realPrice: 1 }),
    ],
    [GIVING_ERROR_MESSAGES.retrieveCartDonation, (c) => c.getCartDonation({ cmsIds: [] })],
    [GIVING_ERROR_MESSAGES.searchCharities, (c) => c.searchCharities()],
    [GIVING_ERROR_MESSAGES.retrieveCharitiesByEin, (c) => c.getCharitiesByEins(['12-3456789'])],
    [GIVING_ERROR_MESSAGES.retrievePortfolios, (c) => c.getPortfolio('f'.repeat(32))],
    [GIVING_ERROR_MESSAGES.getCharities, (c) => c.getCauses(['12-3456789'])],
    [GIVING_ERROR_MESSAGES.startTracking, (c) => c.startTracking()],
    [GIVING_ERROR_MESSAGES.setCauseToTracking, (c) => c.setCause({ causeId: '1', causeName: 'x' })],
    [GIVING_ERROR_MESSAGES.updateTracking, (c) => c.clearCause()],
    [GIVING_ERROR_MESSAGES.populateCauseIds, (c) => c.getTrackedCause()],
    [GIVING_ERROR_MESSAGES.updateIntegrationMetadata, (c) => c.addIntegrationInfo('gtm', {})],
    [GIVING_ERROR_MESSAGES.updateTracking, (c) => c.setConfirmationData(100, ['x'])],
    [
      GIVING_ERROR_MESSAGES.emitEvent,
      (c) => c.emitEvent({ event: { timeStamp: 't', type: 'x', version: '1' } }),
    ],
  ])('"%s" as an API_ERROR with the status and code', async (message, call) => {
    const error = await failure(call(client(everyRoute(503))));
    expect(error).toMatchObject({ type: 'API_ERROR', message, status: 503, code: 'SOMETHING' });
    expect((error.cause as Error).message).toBe('the API said no');
  });

  it("says 'Error calculating donation' as an SDK_ERROR for input the maths refuses", async () => {
    const error = await failure(
      client(fakeApi()).calculateDonation([{ id: 'a', unitPriceCents: 1.5, quantity: 1 }], {
        rule: { type: 'percentage', basisPoints: 500 },
      }),
    );
    expect(error).toMatchObject({ type: 'SDK_ERROR', message: 'Error calculating donation' });
    expect(error.cause).toBeInstanceOf(RangeError);
  });

  it("says 'Error retrieving donation eligibility' when the store cannot be read", async () => {
    const error = await failure(
      client(everyRoute(500)).donationEligibility({
        context: 'cart',
        donationCents: 100,
        segmentExcluded: false,
      }),
    );
    expect(error).toMatchObject({ type: 'API_ERROR', message: 'Error retrieving donation eligibility' });
  });

  it('reports an unreachable API as an API_ERROR', async () => {
    const api = fakeApi({
      'GET /api/giving/stores/cc-small/none': () => Promise.reject(new TypeError('failed to fetch')),
    });
    expect(await failure(client(api).getStore())).toMatchObject({
      type: 'API_ERROR',
      message: 'Error retrieving store',
    });
  });

  it("refuses every call with an SDK_ERROR 'Invalid StoreId' for a malformed store id, without calling the API", async () => {
    const api = fakeApi();
    const giving = client(api, { storeId: 'not-a-store' });
    for (const call of [
      giving.getStore(),
      giving.searchCharities(),
      giving.startTracking(),
      giving.emitEvent({ event: { timeStamp: 't', type: 'x', version: '1' } }),
    ])
      expect(await failure(call)).toMatchObject({ type: 'SDK_ERROR', message: 'Invalid StoreId' });
    expect(api.sent).toEqual([]);
  });

  it("says 'Invalid StoreId' when the API refuses the store id", async () => {
    const api = fakeApi({
      'GET /api/giving/stores/cc-small/none': [400, { code: 'INVALID_STORE_ID', message: 'Invalid StoreId' }],
    });
    expect(await failure(client(api).getStore())).toMatchObject({
      type: 'API_ERROR',
      message: 'Invalid StoreId',
      status: 400,
    });
  });

  it("refuses another analytics integration than 'gtm' with SPEC §8's message, without calling the API", async () => {
    const api = fakeApi();
    expect(await failure(client(api).addIntegrationInfo('ga4', {}))).toMatchObject({
      type: 'SDK_ERROR',
      message: 'Invalid analytics integration.',
    });
    expect(api.sent).toEqual([]);
  });

  it('gives every failure to the listeners instead of throwing, until they stop listening', async () => {
    const api = everyRoute(500);
    const heard: GivingError[] = [];
    const also: GivingError[] = [];
    const giving = client(api, { onError: (e) => heard.push(e) });
    const stop = giving.onError((e) => also.push(e));
    await expect(giving.getStore()).resolves.toBeUndefined();
    await expect(giving.searchCharities()).resolves.toBeUndefined();
    expect(heard.map((e) => e.message)).toEqual(['Error retrieving store', 'Error searching charities']);
    expect(also).toHaveLength(2);
    stop();
    await expect(giving.getStore()).resolves.toBeUndefined();
    expect(also).toHaveLength(2);
    expect(heard).toHaveLength(3);
  });

  it('throws again once no listener is left', async () => {
    const giving = client(everyRoute(500));
    const stop = giving.onError(() => undefined);
    stop();
    await expect(giving.getStore()).rejects.toBeInstanceOf(GivingError);
  });
});

describe('GivingClient: donation eligibility and the local calculation', () => {
  const storeWith = (isActive: boolean, types: number[]) =>
    fakeApi({
      'GET /api/giving/stores/cc-small/none': [
        200,
        {
          ...STORE_ANSWER,
          isActive,
          activeCampaigns: types.map((type) => ({ id: String(type), type, name: 'c', isActive: true })),
        },
      ],
    });

  it.each<[string, boolean, number[], 'cart' | 'product', number, boolean]>([
    ['online purchase with a donation', true, [1], 'product', 100, true],
    ['online purchase without one', true, [1], 'product', 0, false],
    ['round-up in the cart', true, [3], 'cart', 0, true],
    ['a switched-off store', false, [1, 3, 4], 'cart', 500, false],
  ])('%s', async (_name, isActive, types, context, donationCents, expected) => {
    const shown = await client(storeWith(isActive, types)).donationEligibility({
      context,
      donationCents,
      segmentExcluded: false,
    });
    expect(shown).toBe(expected);
  });

  it('works a cart out with the same rule as the API', async () => {
    const result = await client(fakeApi()).calculateDonation(
      [{ id: 'a', unitPriceCents: 5499, quantity: 1 }],
      {
        rule: { type: 'percentage', basisPoints: 500 },
      },
    );
    expect(result?.totalCents).toBe(275);
  });
});

describe('GivingClient: the 5 s store wait (SPEC §4)', () => {
  afterEach(() => jest.useRealTimers());

  it('starts with the store when it loads', async () => {
    const api = fakeApi({ 'GET /api/giving/stores/cc-small/none': [200, STORE_ANSWER] });
    expect(await client(api).initialize()).toEqual({ store: STORE_ANSWER, visible: true });
  });

  it('is hidden when the store is switched off', async () => {
    const api = fakeApi({
      'GET /api/giving/stores/cc-small/none': [200, { ...STORE_ANSWER, isActive: false }],
    });
    expect(await client(api).initialize()).toMatchObject({ visible: false });
  });

  it('fails initialisation after 5 s without the store and answers a hidden, empty widget', async () => {
    jest.useFakeTimers();
    const api = fakeApi({
      'GET /api/giving/stores/cc-small/none': () => new Promise<never>(() => undefined),
    });
    const heard: GivingError[] = [];
    const started = client(api, { onError: (e) => heard.push(e) }).initialize();
    await jest.advanceTimersByTimeAsync(4_900);
    expect(heard).toEqual([]);
    await jest.advanceTimersByTimeAsync(200);
    expect(await started).toEqual({ store: null, visible: false });
    expect(heard.map((e) => [e.type, e.message])).toEqual([['API_ERROR', 'Error initializing SDK']]);
  });
});
