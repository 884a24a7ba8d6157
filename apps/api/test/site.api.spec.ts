import { startTestApp, type TestApp } from './support/test-app';

describe('GET /api/site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['localhost:3000', 'DTC', 'Shop Pet Nutrition', false, null],
    ['localhost', 'DTC', 'Shop Pet Nutrition', false, null],
    ['staff.localhost:3000', 'HPSF', 'Pro Staff Feeding', true, '/api/idp/login'],
    ['STAFF.LOCALHOST', 'HPSF', 'Pro Staff Feeding', true, '/api/idp/login'],
    ['unknown.example:8080', 'DTC', 'Shop Pet Nutrition', false, null],
  ])('Host %s is the %s site', async (host, siteId, title, staff, ssoLoginPath) => {
    const res = await t.http.get('/api/site').set('Host', host).expect(200);
    const origin = staff ? 'http://staff.localhost:3000' : 'http://localhost:3000';
    expect(res.body).toEqual({
      siteId,
      title,
      origin,
      staff,
      ssoLoginPath,
      tokenInactivityTime: 1800,
      autoshipRequiresLogin: true,
      paymentTestMode: true,
      reviewsWidgetUrl: '/widgets/reviews.js',
      consentPolicyVersion: '1',
      gtmContainerId: null,
      videoPlayer: { baseUrl: 'https://www.youtube-nocookie.com/embed/', setsCookies: true },
    });
  });

  it('publishes the consent policy version, the GTM container and the video player as configured', async () => {
    const other = await startTestApp({
      CONSENT_POLICY_VERSION: '2026-05',
      GTM_CONTAINER_ID: 'GTM-ABC1234',
      VIDEO_PLAYER_BASE_URL: 'https://video.example/play/',
      VIDEO_PLAYER_COOKIELESS: 'true',
    });
    try {
      for (const host of ['localhost', 'staff.localhost']) {
        const res = await other.http.get('/api/site').set('Host', host).expect(200);
        expect(res.body).toMatchObject({
          consentPolicyVersion: '2026-05',
          gtmContainerId: 'GTM-ABC1234',
          videoPlayer: { baseUrl: 'https://video.example/play/', setsCookies: false },
        });
      }
    } finally {
      await other.close();
    }
  });

  it("gives the site's configured public origin, whatever Host the request came with", async () => {
    const other = await startTestApp({
      PUBLIC_ORIGINS: 'DTC=https://shop.example,HPSF=https://staff.example',
    });
    try {
      expect(
        (await other.http.get('/api/site').set('Host', 'attacker.example').expect(200)).body.origin,
      ).toBe('https://shop.example');
      expect((await other.http.get('/api/site').set('Host', 'staff.localhost').expect(200)).body.origin).toBe(
        'https://staff.example',
      );
    } finally {
      await other.close();
    }
  });

  it('gives the configured TOKEN_INACTIVITY_SECONDS as tokenInactivityTime on both sites', async () => {
    const other = await startTestApp({ TOKEN_INACTIVITY_SECONDS: '600' });
    try {
      for (const host of ['localhost', 'staff.localhost']) {
        const res = await other.http.get('/api/site').set('Host', host).expect(200);
        expect(res.body.tokenInactivityTime).toBe(600);
      }
    } finally {
      await other.close();
    }
  });

  it('publishes AUTOSHIP_REQUIRES_LOGIN as autoshipRequiresLogin on both sites', async () => {
    const other = await startTestApp({ AUTOSHIP_REQUIRES_LOGIN: 'false' });
    try {
      for (const host of ['localhost', 'staff.localhost']) {
        const res = await other.http.get('/api/site').set('Host', host).expect(200);
        expect(res.body.autoshipRequiresLogin).toBe(false);
      }
    } finally {
      await other.close();
    }
  });

  it("gives the staff site's single sign-on path with the configured IDENTITY_KIND", async () => {
    const other = await startTestApp({ IDENTITY_KIND: 'gigya' });
    try {
      const res = await other.http.get('/api/site').set('Host', 'staff.localhost').expect(200);
      expect(res.body.ssoLoginPath).toBe('/api/gigya/login');
    } finally {
      await other.close();
    }
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
