import { sql } from 'drizzle-orm';
import {
  CLICKSTREAM_BATCH_SIZE,
  CLICKSTREAM_QUEUE_CAPACITY,
  ClickstreamIngest,
  GivingClickEventsRepository,
} from '../src/modules/giving/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { SEED_GIVING_STORE_IDS, buildGivingSeed } from '../src/seed/giving/giving.seed-data';
import { signUp } from './support/accounts';
import { CONSUMER_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Giving tracking (SPEC §4, §7 tracking) and the clickstream (§7 POST /events): one tracking per
 * browser session, the cause set then updated, cleared with 0 and '0', integration info ('gtm'
 * only), confirmation data; a shopper reaches only their own tracking. The clickstream answers at
 * once and writes in batches; a full queue drops and counts.
 */
const DTC = SEED_GIVING_STORE_IDS.DTC;
const HPSF = SEED_GIVING_STORE_IDS.HPSF;
const OPERATOR_TOKEN = 'giving-operator-token-0123456789abcdef';
const seed = buildGivingSeed();
const [charity, other] = seed.charities.filter((c) => c.categoryId === 3);
const portfolio = seed.portfolios[0];

describe('giving tracking and clickstream', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ OPERATOR_TOKEN });
  });
  afterAll(() => t.close());

  const start = (headers: Record<string, string> = {}, body: object = {}) =>
    t.http
      .post('/api/giving/tracking')
      .set({ 'x-store-id': DTC, ...headers })
      .send(body);
  const setCause = (id: string, body: object, headers: Record<string, string> = {}) =>
    t.http
      .put(`/api/giving/tracking/${id}/set-cause`)
      .set({ 'x-store-id': DTC, ...headers })
      .send(body);
  const getCause = (id: string, headers: Record<string, string> = {}) =>
    t.http.get(`/api/giving/tracking/${id}/cause`).set({ 'x-store-id': DTC, ...headers });
  const integration = (id: string, body: object, headers: Record<string, string> = {}) =>
    t.http
      .put(`/api/giving/tracking/${id}/add-integration-info`)
      .set({ 'x-store-id': DTC, ...headers })
      .send(body);
  const confirmation = (id: string, body: object, headers: Record<string, string> = {}) =>
    t.http
      .put(`/api/giving/tracking/${id}/set-confirmation-data`)
      .set({ 'x-store-id': DTC, ...headers })
      .send(body);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  describe('tracking', () => {
    it('starts a tracking with an unguessable id and nothing chosen yet', async () => {
      const res = await start({}, { storeId: DTC, isTestMode: true }).expect(201);
      expect(res.body).toEqual({
        trackingId: expect.stringMatching(/^[0-9a-f]{32}$/),
        storeId: DTC,
        causeId: null,
        causeName: null,
        isTestMode: true,
        integrationInfo: [],
        confirmationData: null,
      });
      const second = await start().expect(201);
      expect(second.body.trackingId).not.toBe(res.body.trackingId);
      expect(second.body.isTestMode).toBe(false);
      expect((await start({}, { isForceTestMode: true })).body.isTestMode).toBe(true);
    });

    it("refuses a body store id that is not the header's, and store ids as every call does", async () => {
      expect((await start({}, { storeId: HPSF })).body.code).toBe('STORE_ID_MISMATCH');
      expect((await start({}, { storeId: 'nope' })).body).toMatchObject({
        code: 'INVALID_STORE_ID',
        message: 'Invalid StoreId',
      });
      const missing = await t.http.post('/api/giving/tracking').send({});
      expect([missing.status, missing.body.message]).toEqual([400, 'Invalid StoreId']);
      const unknown = await t.http.post('/api/giving/tracking').set('x-store-id', 'f'.repeat(32)).send({});
      expect([unknown.status, unknown.body.code]).toEqual([404, 'GIVING_STORE_NOT_FOUND']);
    });

    it("sets the cause ('set'), then changes it ('updated'), clears it with 0 and '0' and sets it again ('set')", async () => {
      const id = (await start().expect(201)).body.trackingId;
      expect((await getCause(id).expect(200)).body).toEqual({
        trackingId: id,
        causeId: null,
        causeName: null,
      });
      const first = await setCause(id, {
        causeId: charity.ein,
        causeName: 'whatever the page showed',
      }).expect(200);
      // The cause's own name is recorded.
      expect(first.body).toEqual({
        trackingId: id,
        causeId: charity.ein,
        causeName: charity.name,
        label: 'set',
      });
      const second = await setCause(id, {
        causeId: portfolio.id.toUpperCase(),
        causeName: portfolio.name,
      }).expect(200);
      expect(second.body).toMatchObject({
        causeId: portfolio.id,
        causeName: portfolio.name,
        label: 'updated',
      });
      const cleared = await setCause(id, { causeId: '0', causeName: '0' }).expect(200);
      expect(cleared.body).toMatchObject({ causeId: '0', causeName: '0', label: 'updated' });
      expect((await getCause(id)).body).toMatchObject({ causeId: '0', causeName: '0' });
      expect((await setCause(id, { causeId: other.ein, causeName: other.name })).body.label).toBe('set');
    });

    it('refuses a cause that does not exist (404) or is not a cause id (400)', async () => {
      const id = (await start()).body.trackingId;
      const unknown = await setCause(id, { causeId: '99-9999999', causeName: 'Nobody' });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'GIVING_CAUSE_NOT_FOUND']);
      for (const body of [
        { causeId: 'abc', causeName: 'x' },
        { causeId: charity.ein },
        { causeId: charity.ein, causeName: 'x'.repeat(301) },
        { causeId: 12, causeName: 'x' },
      ]) {
        const res = await setCause(id, body);
        expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
    });

    it("keeps 'gtm' integration info, one entry per integration, and refuses any other with 'Invalid analytics integration.'", async () => {
      const id = (await start()).body.trackingId;
      await integration(id, { integrationType: 'gtm', info: { clientId: 'a' } }).expect(200);
      const res = await integration(id, { integrationType: 'gtm', info: { clientId: 'b' } }).expect(200);
      expect(res.body.integrationInfo).toEqual([{ integrationType: 'gtm', info: { clientId: 'b' } }]);
      for (const integrationType of ['ga4', 'GTM', '']) {
        const refused = await integration(id, { integrationType, info: {} });
        expect([refused.status, refused.body.code, refused.body.message]).toEqual([
          400,
          'INVALID_ANALYTICS_INTEGRATION',
          'Invalid analytics integration.',
        ]);
      }
      for (const info of [
        { big: 'x'.repeat(5000) },
        'text',
        [1],
        { 'bad\ud83d': 1 },
        { nested: { text: 'half \udc00' } },
      ]) {
        const refused = await integration(id, { integrationType: 'gtm', info });
        expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
    });

    it('records the confirmation data: the total to 2 decimals, the causes as text', async () => {
      const id = (await start()).body.trackingId;
      const res = await confirmation(id, {
        confirmationData: { totalDonationAmount: '12.34', causes: `${charity.name}, ${portfolio.name}` },
      }).expect(200);
      expect(res.body.confirmationData).toEqual({
        totalDonationAmount: '12.34',
        causes: `${charity.name}, ${portfolio.name}`,
      });
      for (const totalDonationAmount of ['12.3', '12', '-1.00', '1.234', '12,34', '99999999.00'])
        expect(
          (await confirmation(id, { confirmationData: { totalDonationAmount, causes: 'x' } })).status,
        ).toBe(400);
      expect(
        (
          await confirmation(id, {
            confirmationData: { totalDonationAmount: '1.00', causes: 'x'.repeat(2001) },
          })
        ).status,
      ).toBe(400);
      expect((await confirmation(id, {})).status).toBe(400);
    });

    it("reaches only the shopper's own tracking: another shopper's, another store's, unknown or malformed ids are 404", async () => {
      const ada = await signUp(t);
      const bob = await signUp(t);
      const adas = (await start(bearer(ada.token)).expect(201)).body.trackingId;
      await setCause(adas, { causeId: charity.ein, causeName: charity.name }, bearer(ada.token)).expect(200);
      const notFound = {
        statusCode: 404,
        code: 'GIVING_TRACKING_NOT_FOUND',
        message: 'No such tracking for this shopper and store',
      };
      for (const headers of [{}, bearer(bob.token)]) {
        expect((await getCause(adas, headers)).body).toEqual(notFound);
        expect((await setCause(adas, { causeId: '0', causeName: '0' }, headers)).body).toEqual(notFound);
        expect((await integration(adas, { integrationType: 'gtm', info: {} }, headers)).body).toEqual(
          notFound,
        );
        expect(
          (
            await confirmation(
              adas,
              { confirmationData: { totalDonationAmount: '1.00', causes: 'x' } },
              headers,
            )
          ).body,
        ).toEqual(notFound);
      }
      // Still Ada's cause: nothing above changed it.
      expect((await getCause(adas, bearer(ada.token)).expect(200)).body.causeId).toBe(charity.ein);
      const otherStore = await t.http
        .get(`/api/giving/tracking/${adas}/cause`)
        .set('x-store-id', HPSF)
        .set(bearer(ada.token));
      expect(otherStore.body).toEqual(notFound);
      for (const id of ['0'.repeat(32), 'not-a-tracking-id', 'x'.repeat(64), '%2e%2e'])
        expect((await getCause(id)).status).toBe(404);
      expect((await getCause('x'.repeat(65))).status).toBe(400);
    });

    it("makes a guest's tracking theirs when they use it signed in; then only they reach it", async () => {
      const guests = (await start().expect(201)).body.trackingId;
      await setCause(guests, { causeId: charity.ein, causeName: charity.name }).expect(200);
      const ada = await signUp(t);
      expect((await getCause(guests, bearer(ada.token)).expect(200)).body.causeId).toBe(charity.ein);
      await setCause(guests, { causeId: other.ein, causeName: other.name }, bearer(ada.token)).expect(200);
      expect((await getCause(guests)).status).toBe(404);
      expect((await getCause(guests, bearer((await signUp(t)).token))).status).toBe(404);
    });

    it('refuses a cookie-only write without the storefront header (CSRF)', async () => {
      const ada = await signUp(t);
      const res = await t.http
        .post('/api/giving/tracking')
        .set('host', CONSUMER_HOST)
        .set('x-store-id', DTC)
        .set('cookie', `sessionToken=${ada.token}`)
        .send({});
      expect([res.status, res.body.code]).toEqual([403, 'CSRF_REFUSED']);
    });

    it('works through the proxy form too, with the same ownership', async () => {
      const proxy = (body: object, headers: Record<string, string> = {}) =>
        t.http.post('/api/giving/proxy').set('host', CONSUMER_HOST).set(headers).send(body);
      const id = (await proxy({ method: 'POST', service: 'tracking', endpoint: '/', data: {} }).expect(200))
        .body.trackingId;
      const set = await proxy({
        method: 'PUT',
        service: 'tracking',
        endpoint: `/${id}/set-cause`,
        data: { causeId: charity.ein, causeName: 'x' },
      }).expect(200);
      expect(set.body).toMatchObject({ causeId: charity.ein, label: 'set' });
      expect(
        (await proxy({ method: 'GET', service: 'tracking', endpoint: `/${id}/cause` }).expect(200)).body
          .causeName,
      ).toBe(charity.name);
      const ada = await signUp(t);
      const adas = (
        await proxy({ method: 'POST', service: 'tracking', endpoint: '/' }, bearer(ada.token)).expect(200)
      ).body.trackingId;
      const denied = await proxy({ method: 'GET', service: 'tracking', endpoint: `/${adas}/cause` });
      expect([denied.status, denied.body.code]).toEqual([404, 'GIVING_TRACKING_NOT_FOUND']);
    });
  });

  describe('clickstream POST /events', () => {
    const event = (extra: Record<string, unknown> = {}) => ({
      storeId: DTC,
      trackingId: 'a'.repeat(32),
      clientProperties: { screen: '390x844' },
      metadata: { page: '/products/x' },
      customer: { signedIn: false },
      event: {
        timeStamp: '2030-01-01T00:00:00.000Z',
        type: 'widget_view',
        version: '1',
        payload: { causeId: charity.ein },
      },
      ...extra,
    });
    /** `storeId` null sends no store-id header. */
    const post = (body: object, storeId: string | null = DTC) => {
      const request = t.http.post('/api/giving/clickstream/events');
      return (storeId === null ? request : request.set('store-id', storeId)).send(body);
    };
    const written = async () =>
      Number(
        (
          (await t.app
            .get<Database>(DATABASE)
            .execute(sql`select count(*)::int as n from giving_click_events`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0].n,
      );

    it('answers at once (202) and writes the events later, in a batch', async () => {
      const ingest = t.app.get(ClickstreamIngest);
      const before = await written();
      for (let i = 0; i < 5; i++) expect((await post(event()).expect(202)).body).toEqual({ queued: true });
      await ingest.flush();
      expect(await written()).toBe(before + 5);
      const [row] = (
        (await t.app
          .get<Database>(DATABASE)
          .execute(
            sql`select store_id, event_type, body from giving_click_events order by id desc limit 1`,
          )) as unknown as {
          rows: { store_id: string; event_type: string; body: { payload: unknown; metadata: unknown } }[];
        }
      ).rows;
      expect(row).toMatchObject({
        store_id: DTC,
        event_type: 'widget_view',
        body: { payload: { causeId: charity.ein }, metadata: { page: '/products/x' } },
      });
    });

    it("takes the store from the store-id header, refusing a bad one with 'Invalid StoreId' and an unknown one with 404", async () => {
      for (const id of [null, 'nope', `${DTC}0`]) {
        const res = await post(event(), id);
        expect([res.status, res.body.message]).toEqual([400, 'Invalid StoreId']);
      }
      expect((await post(event({ storeId: undefined }), 'f'.repeat(32))).status).toBe(404);
      // x-store-id is not the clickstream's header.
      expect(
        (await t.http.post('/api/giving/clickstream/events').set('x-store-id', DTC).send(event())).status,
      ).toBe(400);
      expect((await post(event({ storeId: HPSF }))).body.code).toBe('STORE_ID_MISMATCH');
    });

    it.each<[string, object]>([
      ['no event', { storeId: DTC }],
      ['an event without a type', { event: { timeStamp: 't', version: '1' } }],
      ['a payload that is a list', { event: { timeStamp: 't', type: 'x', version: '1', payload: [1] } }],
      [
        'a payload over 8 KB',
        { event: { timeStamp: 't', type: 'x', version: '1', payload: { x: 'y'.repeat(9000) } } },
      ],
      [
        'a lone surrogate in the tracking id (it would fail the whole batch it is written in)',
        { trackingId: '\ud800', event: { timeStamp: 't', type: 'x', version: '1' } },
      ],
      ['a lone surrogate in the time stamp', { event: { timeStamp: '\udc00', type: 'x', version: '1' } }],
      ['a lone surrogate in the version', { event: { timeStamp: 't', type: 'x', version: '\ud800' } }],
      [
        'a lone surrogate in the metadata',
        { metadata: { 'k\ud800': 'v' }, event: { timeStamp: 't', type: 'x', version: '1' } },
      ],
      ['an unknown field', { nope: 1, event: { timeStamp: 't', type: 'x', version: '1' } }],
    ])('refuses %s (400)', async (_name, body) => {
      const res = await post(body);
      expect([res.status, res.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('drops events past the queue bound and counts them, answering at once while the database is stalled; an operator sees it', async () => {
      const ingest = t.app.get(ClickstreamIngest);
      await ingest.flush();
      const before = ingest.stats();
      // The database stalls: nothing the queue holds is written until it answers again.
      let resume: () => void = () => undefined;
      const stalled = new Promise<void>((resolve) => (resume = resolve));
      const repository = t.app.get(GivingClickEventsRepository);
      const insertBatch = repository.insertBatch.bind(repository);
      const spy = jest.spyOn(repository, 'insertBatch').mockImplementation(async (rows) => {
        await stalled;
        return insertBatch(rows);
      });
      try {
        let offered = 0;
        while (ingest.offer(DTC, event() as never)) offered += 1;
        expect(offered).toBe(CLICKSTREAM_QUEUE_CAPACITY + CLICKSTREAM_BATCH_SIZE);
        const res = await post(event()).expect(202);
        expect(res.body).toEqual({ queued: false });
        const stats = (
          await t.http
            .get('/api/operator/giving/clickstream')
            .set('authorization', `Bearer ${OPERATOR_TOKEN}`)
            .expect(200)
        ).body;
        expect(stats).toMatchObject({
          capacity: CLICKSTREAM_QUEUE_CAPACITY,
          queued: CLICKSTREAM_QUEUE_CAPACITY,
        });
        expect(stats.dropped - before.dropped).toBe(2);
        resume();
        await ingest.flush();
        expect(ingest.stats()).toMatchObject({ queued: 0, written: before.written + offered });
      } finally {
        resume();
        spy.mockRestore();
      }
      expect((await t.http.get('/api/operator/giving/clickstream')).status).toBe(401);
    });
  });
});
