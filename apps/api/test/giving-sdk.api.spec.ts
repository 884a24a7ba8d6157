import { createGivingClient, type GivingError } from '@shop/giving';
import { inProcessFetch } from '../src/platform/http/in-process-fetch';
import { SEED_GIVING_STORE_IDS, buildGivingSeed } from '../src/seed/giving/giving.seed-data';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * libs/giving's SDK against the real API (in process): every call it makes is one the API serves,
 * with the answer it types, so the typed client and the provider cannot drift apart.
 */
const DTC = SEED_GIVING_STORE_IDS.DTC;
const seed = buildGivingSeed();
const [charity] = seed.charities.filter((c) => c.categoryId === 3);
const portfolio = seed.portfolios[1];

describe('giving SDK against the API', () => {
  let t: TestApp;
  let fetch: typeof globalThis.fetch;
  beforeAll(async () => {
    t = await startTestApp();
    fetch = inProcessFetch(t.app.getHttpAdapter().getInstance()) as typeof globalThis.fetch;
  });
  afterAll(() => t.close());

  const client = (options: { storeId?: string; viaProxy?: boolean } = {}) =>
    createGivingClient({
      storeId: options.storeId ?? `{${DTC.toUpperCase()}}`,
      baseUrl: 'http://localhost/api/giving',
      fetch,
      viaProxy: options.viaProxy,
    });

  it.each([false, true])('runs a shopper session end to end (via the proxy: %p)', async (viaProxy) => {
    const giving = client({ viaProxy });
    const start = await giving.initialize();
    expect(start).toMatchObject({ visible: true, store: { id: DTC } });
    expect(
      await giving.donationEligibility({ context: 'product', donationCents: 110, segmentExcluded: false }),
    ).toBe(true);
    const found = await giving.searchCharities({ q: charity.name.split(' ')[0], location: charity.zip });
    expect(found?.charities.map((c) => c.id)).toContain(charity.ein);
    const byCity = await giving.searchCharities({
      location: charity.city,
      state: charity.state,
      categoryId: null,
    });
    expect(byCity?.charities.every((c) => c.city === charity.city)).toBe(true);
    expect((await giving.getCharitiesByEins([charity.ein]))?.[0].name).toBe(charity.name);
    expect((await giving.getPortfolio(portfolio.id))?.portfolioCharities.length).toBeGreaterThan(0);
    expect((await giving.getCauses([portfolio.id, charity.ein]))?.map((c) => c.id)).toEqual([
      portfolio.id,
      charity.ein,
    ]);
    const product = await giving.getProductDonation({
      cmsId: 'p1',
      realPrice: 54.99,
      providedCauseId: charity.ein,
    });
    expect(product?.totalDonationAmount).toBe('1.10');
    const cart = await giving.getCartDonation({
      cmsIds: [{ id: 'p1', price: 54.99, quantity: 2 }],
      cartDiscount: 4.99,
    });
    expect(cart?.totalDonationCents).toBe(210);
    const trackingId = await giving.startTracking();
    expect(await giving.startTracking()).toBe(trackingId);
    expect((await giving.setCause({ causeId: charity.ein, causeName: charity.name }))?.label).toBe('set');
    expect((await giving.setCause({ causeId: portfolio.id, causeName: portfolio.name }))?.label).toBe(
      'updated',
    );
    expect((await giving.getTrackedCause())?.causeId).toBe(portfolio.id);
    expect((await giving.clearCause())?.causeId).toBe('0');
    expect((await giving.addIntegrationInfo('gtm', { clientId: 'c1' }))?.integrationInfo).toEqual([
      { integrationType: 'gtm', info: { clientId: 'c1' } },
    ]);
    expect((await giving.setConfirmationData(210, [charity.name]))?.confirmationData).toEqual({
      totalDonationAmount: '2.10',
      causes: charity.name,
    });
    expect(
      await giving.emitEvent({
        trackingId,
        event: { timeStamp: new Date(0).toISOString(), type: 'view', version: '1' },
      }),
    ).toEqual({
      queued: true,
    });
  });

  it("reports the API's refusals with SPEC §8's messages, to a listener when there is one", async () => {
    const heard: GivingError[] = [];
    const unknownStore = client({ storeId: 'f'.repeat(32) });
    unknownStore.onError((e) => heard.push(e));
    expect(await unknownStore.getStore()).toBeUndefined();
    expect(await unknownStore.searchCharities()).toBeUndefined();
    expect(heard.map((e) => [e.type, e.message, e.status, e.code])).toEqual([
      ['API_ERROR', 'Error retrieving store', 404, 'GIVING_STORE_NOT_FOUND'],
      ['API_ERROR', 'Error searching charities', 404, 'GIVING_STORE_NOT_FOUND'],
    ]);
    await expect(client().getPortfolio('0'.repeat(32))).rejects.toMatchObject({
      type: 'API_ERROR',
      message: 'Error retrieving portfolios',
      code: 'GIVING_PORTFOLIO_NOT_FOUND',
    });
    await expect(client().setCause({ causeId: '99-9999999', causeName: 'x' })).rejects.toMatchObject({
      message: 'Error setting cause to tracking',
      code: 'GIVING_CAUSE_NOT_FOUND',
    });
    await expect(client({ storeId: 'not a store' }).getStore()).rejects.toMatchObject({
      type: 'SDK_ERROR',
      message: 'Invalid StoreId',
    });
  });
});
