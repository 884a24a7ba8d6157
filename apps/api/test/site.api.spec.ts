import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['localhost:3000', 'DTC', 'Shop Pet Nutrition', false],
    ['localhost', 'DTC', 'Shop Pet Nutrition', false],
    ['staff.localhost:3000', 'HPSF', 'Pro Staff Feeding', true],
    ['STAFF.LOCALHOST', 'HPSF', 'Pro Staff Feeding', true],
    ['unknown.example:8080', 'DTC', 'Shop Pet Nutrition', false],
  ])('Host %s is the %s site', async (host, siteId, title, staff) => {
    const res = await t.http.get('/api/site').set('Host', host).expect(200);
    expect(res.body).toEqual({ siteId, title, staff });
  });
});

describe('site host map from configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SITE_HOSTS: 'shop.test=DTC,pro.shop.test=HPSF', DEFAULT_SITE: 'HPSF' });
  });
  afterAll(() => t.close());

  it('follows SITE_HOSTS and DEFAULT_SITE', async () => {
    expect((await t.http.get('/api/site').set('Host', 'shop.test')).body.siteId).toBe('DTC');
    expect((await t.http.get('/api/site').set('Host', 'pro.shop.test')).body.siteId).toBe('HPSF');
    expect((await t.http.get('/api/site').set('Host', 'localhost')).body.siteId).toBe('HPSF');
  });
});
