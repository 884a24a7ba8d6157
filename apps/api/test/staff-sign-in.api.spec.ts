import { SESSION_HINT_COOKIE } from '@shop/identity';
import { SEED_CLINICS } from '../src/seed/clinics/clinics.seed-data';
import { pathOf, signInStaffThroughProvider, staffBrowser, type StaffBrowser } from './support/staff-sign-in';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Follows the provider's logout page: submits its form as its script does, with logout=yes. */
async function confirmProviderLogout(
  browser: StaffBrowser,
  endSessionPath: string,
): Promise<string | undefined> {
  const page = await browser.get(endSessionPath);
  expect(page.status).toBe(200);
  const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  expect(xsrf).not.toBe('');
  const confirmed = await browser.post(pathOf(action), { xsrf, logout: 'yes' });
  expect(confirmed.status).toBe(303);
  return confirmed.location;
}

describe('staff single sign-on with the development provider (SPEC §2, §7, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const accountInfo = (sessionToken: string | undefined) =>
    t.http.post('/api/idp/account-info').set('Host', STAFF_HOST).send({ sessionToken });

  describe('a registered member', () => {
    it('lands on the page they asked for, query included', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example', {
        returnTo: '/products/dog?sort=new',
      });
      expect(outcome.landing).toBe('/products/dog?sort=new');
      expect(outcome.sessionToken).toBeDefined();
      // The storefront's sign that a session may be live, so a fresh page asks who this is.
      expect(outcome.browser.jar.get(SESSION_HINT_COOKIE)).toMatch(/^[\w-]{8,}$/);
    });

    it('lands home when arriving from home', async () => {
      expect(
        (await signInStaffThroughProvider(t, 'registered.staff@staff.example', { returnTo: '/' })).landing,
      ).toBe('/');
    });

    it("gets a staff customer made from the ID token's claims (SPEC §3)", async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const clinic = SEED_CLINICS.find((c) => c.id === 'CLN0001');
      const info = await accountInfo(outcome.sessionToken).expect(200);
      expect(info.body).toEqual({
        authenticated: true,
        id: expect.stringMatching(/^gid:\/\/shop\/Customer\//),
        email: 'registered.staff@staff.example',
        firstName: 'Riley',
        lastName: 'Morgan',
        country: 'US',
        roleCode: 'LVT',
        graduationYear: 2016,
        currentSchoolName: null,
        isRegistered: true,
        isEligibleForPd: true,
        SAP_CustomerAccountGroup: 'ZVET',
        SF_PreferedShipTo: String(clinic?.shipTo),
        SF_StoreSoldTo: String(clinic?.soldTo),
        zipCode: '80011',
        clinicZip: '80011',
        preferredAddress: 'clinic',
        clinicAddress: expect.objectContaining({ city: 'Aurora', zip: '80011', homeDeliveryOnly: false }),
      });
      expect(info.headers['cache-control']).toBe('no-store');
    });

    it('keeps the ID token with the session and hands it out as jwt', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const res = await t.http
        .post('/api/idp/jwt')
        .set('Host', STAFF_HOST)
        .send({ sessionToken: outcome.sessionToken })
        .expect(200);
      expect(payloadOf(res.body.jwt)).toMatchObject({
        iss: 'http://staff.localhost:3000/idp',
        aud: 'pro-staff-feeding',
        sub: 'dev-staff-0001',
        SAP_CustomerAccountGroup: 'ZVET',
      });
    });

    it('sets the isEligibleForPd cookie from the account group', async () => {
      const eligible = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      expect(eligible.browser.jar.get('isEligibleForPd')).toBe('true');
      const corporate = await signInStaffThroughProvider(t, 'corporate.staff@staff.example');
      expect(corporate.browser.jar.get('isEligibleForPd')).toBe('false');
      const info = await accountInfo(corporate.sessionToken).expect(200);
      expect(info.body).toMatchObject({
        isRegistered: true,
        isEligibleForPd: false,
        SAP_CustomerAccountGroup: 'ZCRP',
      });
    });

    it('goes straight to the page when already signed in, without the provider', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const again = await outcome.browser.get('/api/idp/login?returnTo=%2Fcart');
      expect(again.status).toBe(302);
      expect(again.location).toBe('/cart');
    });

    it('ends the session this browser had when a new sign-in completes in it', async () => {
      const first = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      // A second sign-in started elsewhere, up to the provider's redirect back with a code...
      const other = staffBrowser(t);
      const login = await other.get('/api/idp/login');
      const formPath = pathOf((await other.get(pathOf(login.location ?? ''))).location ?? '');
      let step = await other.post(`${formPath}/login`, {
        email: 'corporate.staff@staff.example',
        password: 'staff-dev-password',
      });
      while (!pathOf(step.location ?? '').startsWith('/api/idp/callback'))
        step = await other.get(pathOf(step.location ?? ''));
      // ...finished in the first browser (it carries the pending sign-in along with its session).
      first.browser.jar.take(`staff_sign_in=${other.jar.get('staff_sign_in')}`);
      await first.browser.get(pathOf(step.location ?? ''));
      const replaced = first.browser.jar.get('sessionToken');
      expect(replaced).not.toBe(first.sessionToken);
      await accountInfo(first.sessionToken).expect(401);
      expect((await accountInfo(replaced).expect(200)).body.email).toBe('corporate.staff@staff.example');
    });
  });

  describe('an unregistered member', () => {
    it('is sent to the registration page (SPEC §2)', async () => {
      const outcome = await signInStaffThroughProvider(t, 'new.staff@staff.example', {
        returnTo: '/products',
      });
      expect(outcome.landing).toBe('/staff/registration');
      const info = await accountInfo(outcome.sessionToken).expect(200);
      expect(info.body).toMatchObject({
        isRegistered: false,
        SAP_CustomerAccountGroup: null,
        SF_PreferedShipTo: null,
        clinicAddress: null,
      });
    });

    it('still lands on an exempt page they asked for', async () => {
      expect(
        (await signInStaffThroughProvider(t, 'new.staff@staff.example', { returnTo: '/faq' })).landing,
      ).toBe('/faq');
      expect(
        (await signInStaffThroughProvider(t, 'new.staff@staff.example', { returnTo: '/' })).landing,
      ).toBe('/');
    });

    it("keeps a student's school and graduation year from the provider", async () => {
      const outcome = await signInStaffThroughProvider(t, 'student.staff@staff.example');
      const info = await accountInfo(outcome.sessionToken).expect(200);
      expect(info.body).toMatchObject({
        roleCode: 'STU',
        graduationYear: 2027,
        currentSchoolName: 'Poudre Valley College of Veterinary Medicine',
        isRegistered: false,
      });
    });
  });

  describe('refused sign-ins are treated as signed out (SPEC §8)', () => {
    it("'Unauthorized user' from the provider lands home with no session", async () => {
      const outcome = await signInStaffThroughProvider(t, 'unauthorized.staff@staff.example');
      expect(outcome.landing).toBe('/');
      expect(outcome.sessionToken).toBeUndefined();
      expect(outcome.browser.jar.get('staff_sign_in')).toBeUndefined();
    });

    it('cancelling at the provider lands home with no session', async () => {
      const browser = staffBrowser(t);
      const login = await browser.get('/api/idp/login?returnTo=%2Fproducts');
      const form = pathOf((await browser.get(pathOf(login.location ?? ''))).location ?? '');
      let step = await browser.post(`${form}/abort`, {});
      while (step.status === 303 && !pathOf(step.location ?? '').startsWith('/api/idp/callback')) {
        step = await browser.get(pathOf(step.location ?? ''));
      }
      expect(pathOf(step.location ?? '')).toMatch(/error=access_denied/);
      const callback = await browser.get(pathOf(step.location ?? ''));
      expect(callback.location).toBe('/');
      expect(browser.jar.get('sessionToken')).toBeUndefined();
    });

    it('a callback without a pending sign-in, or with a forged one, lands home with no session', async () => {
      for (const cookie of ['', 'staff_sign_in=eyJ4IjoxfQ.forged']) {
        const res = await t.http
          .get('/api/idp/callback?code=abc&state=xyz')
          .set('Host', STAFF_HOST)
          .set('Cookie', cookie)
          .expect(302);
        expect(res.headers.location).toBe('/');
        expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/sessionToken=[^;]/);
      }
    });

    it("a callback carrying another sign-in's code and state lands home with no session", async () => {
      // The attacker's own sign-in, up to the provider's redirect back with a code...
      const attacker = staffBrowser(t);
      const login = await attacker.get('/api/idp/login');
      const formPath = pathOf((await attacker.get(pathOf(login.location ?? ''))).location ?? '');
      let step = await attacker.post(`${formPath}/login`, {
        email: 'registered.staff@staff.example',
        password: 'staff-dev-password',
      });
      while (!pathOf(step.location ?? '').startsWith('/api/idp/callback'))
        step = await attacker.get(pathOf(step.location ?? ''));
      // ...opened by a victim whose browser started a sign-in of its own (login CSRF).
      const victim = staffBrowser(t);
      await victim.get('/api/idp/login');
      const callback = await victim.get(pathOf(step.location ?? ''));
      expect(callback.location).toBe('/');
      expect(victim.jar.get('sessionToken')).toBeUndefined();
    });

    it('a wrong password shows the form again with an announced error, and no session', async () => {
      const browser = staffBrowser(t);
      const login = await browser.get('/api/idp/login');
      const formPath = pathOf((await browser.get(pathOf(login.location ?? ''))).location ?? '');
      const hostile = '"><script>alert(1)</script>@staff.example';
      const wrong = await browser.post(`${formPath}/login`, { email: hostile, password: 'nope' });
      expect(wrong.status).toBe(401);
      expect(wrong.text).toContain('role="alert"');
      expect(wrong.text).not.toContain('<script>alert(1)</script>');
      expect(wrong.text).toContain('&#34;&#62;&#60;script&#62;');
      expect(browser.jar.get('sessionToken')).toBeUndefined();
    });
  });

  describe('hostile input', () => {
    it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/%0d%0aSet-Cookie:x=1'])(
      'never sends the browser off the site after sign-in (returnTo=%s)',
      async (returnTo) => {
        const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example', { returnTo });
        expect(outcome.landing.startsWith('/')).toBe(true);
        expect(outcome.landing.startsWith('//')).toBe(false);
        expect(outcome.landing).not.toMatch(/evil|[\r\n]/);
      },
    );

    it('refuses a returnTo longer than any page address', async () => {
      const res = await t.http
        .get(`/api/idp/login?returnTo=/${'a'.repeat(3000)}`)
        .set('Host', STAFF_HOST)
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('answers an oversized sign-in form with 413, not a crash', async () => {
      const browser = staffBrowser(t);
      const login = await browser.get('/api/idp/login');
      const formPath = pathOf((await browser.get(pathOf(login.location ?? ''))).location ?? '');
      const res = await browser.post(`${formPath}/login`, {
        email: 'a@b.example',
        password: 'x'.repeat(10_000),
      });
      expect(res.status).toBe(413);
    });

    it('answers an unknown or expired sign-in form with 400', async () => {
      const res = await staffBrowser(t).get('/idp/interaction/not-a-real-one');
      expect(res.status).toBe(400);
      expect(res.text).toContain('expired');
    });
  });

  describe('only on the staff site', () => {
    it.each([
      ['get', '/api/idp/login'],
      ['get', '/api/idp/callback?code=x&state=y'],
      ['post', '/api/idp/logout'],
      ['post', '/api/idp/account-info'],
      ['post', '/api/idp/search-clinic'],
    ] as const)('%s %s on the consumer site answers 404 STAFF_SITE_ONLY', async (method, path) => {
      const res = await t.http[method](path).set('Host', 'localhost').send({}).expect(404);
      expect(res.body.code).toBe('STAFF_SITE_ONLY');
    });
  });

  describe('logout', () => {
    it('ends the shop session and sends the browser to the provider with id_token_hint (RP-initiated)', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const jwt = (
        await t.http.post('/api/idp/jwt').set('Host', STAFF_HOST).send({ sessionToken: outcome.sessionToken })
      ).body.jwt as string;
      const res = await t.http
        .post('/api/idp/logout')
        .set('Host', STAFF_HOST)
        .send({ sessionToken: outcome.sessionToken })
        .expect(200);
      const endSession = new URL(res.body.redirectTo);
      expect(endSession.pathname).toBe('/idp/session/end');
      expect(endSession.searchParams.get('id_token_hint')).toBe(jwt);
      expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe('http://staff.localhost:3000/');
      expect(String(res.headers['set-cookie'])).toMatch(/sessionToken=;/);
      expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`${SESSION_HINT_COOKIE}=; Max-Age=0`));
      await accountInfo(outcome.sessionToken).expect(401);
      // The provider signs the member out too and sends them home.
      const home = await confirmProviderLogout(outcome.browser, pathOf(res.body.redirectTo));
      expect(home).toBe('http://staff.localhost:3000/');
      // Signing in again asks for the password again: the provider's session is gone.
      const again = await outcome.browser.get('/api/idp/login');
      const next = await outcome.browser.get(pathOf(again.location ?? ''));
      expect(pathOf(next.location ?? '')).toMatch(/^\/idp\/interaction\//);
    });

    it("ends the provider's session too (profile-hub DELETE), even if the browser never reaches the provider", async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const res = await t.http
        .post('/api/idp/logout')
        .set('Host', STAFF_HOST)
        .send({ sessionToken: outcome.sessionToken })
        .expect(200);
      expect(new URL(res.body.redirectTo).pathname).toBe('/idp/session/end');
      // The end-session page is not opened: signing in again still asks for the password.
      const again = await outcome.browser.get('/api/idp/login');
      const next = await outcome.browser.get(pathOf(again.location ?? ''));
      expect(pathOf(next.location ?? '')).toMatch(/^\/idp\/interaction\//);
      // And the end-session page, opened late, still comes home.
      expect(await confirmProviderLogout(outcome.browser, pathOf(res.body.redirectTo))).toBe(
        'http://staff.localhost:3000/',
      );
    });

    it("without a logout, the provider's own session signs the member straight back in (the case above ends)", async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      // The shop's session lost (cookie gone), the provider's kept.
      outcome.browser.jar.take('sessionToken=; Max-Age=0');
      const again = await outcome.browser.get('/api/idp/login');
      const next = await outcome.browser.get(pathOf(again.location ?? ''));
      expect(pathOf(next.location ?? '')).toMatch(/^\/api\/idp\/callback\?code=/);
    });

    it('answers home for a visitor who is not signed in', async () => {
      const res = await t.http.post('/api/idp/logout').set('Host', STAFF_HOST).send({}).expect(200);
      expect(res.body).toEqual({ redirectTo: '/' });
    });

    it('refuses a cookie-only logout without the storefront header (CSRF)', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const res = await t.http
        .post('/api/idp/logout')
        .set('Host', STAFF_HOST)
        .set('Cookie', `sessionToken=${outcome.sessionToken}`)
        .send({})
        .expect(403);
      expect(res.body.code).toBe('CSRF_REFUSED');
      await accountInfo(outcome.sessionToken).expect(200);
    });
  });

  describe("the provider's back-channel logout (SPEC §7 'logout callback at session end')", () => {
    it('ends the shop session when the member signs out at the provider', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      await accountInfo(outcome.sessionToken).expect(200);
      // Signing out at the provider directly, not through the shop.
      await confirmProviderLogout(outcome.browser, '/idp/session/end');
      await accountInfo(outcome.sessionToken).expect(401);
    });

    it('refuses a logout token that does not verify, with a code', async () => {
      for (const token of ['garbage', 'a.b.c', `${'x'.repeat(20)}.${'y'.repeat(20)}.${'z'.repeat(20)}`]) {
        const res = await t.http
          .post('/api/idp/backchannel-logout')
          .set('Host', STAFF_HOST)
          .type('form')
          .send(`logout_token=${token}`)
          .expect(400);
        expect(res.body.code).toBe('INVALID_LOGOUT_TOKEN');
      }
    });

    it('refuses an ID token passed off as a logout token', async () => {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const jwt = (
        await t.http.post('/api/idp/jwt').set('Host', STAFF_HOST).send({ sessionToken: outcome.sessionToken })
      ).body.jwt as string;
      const res = await t.http
        .post('/api/idp/backchannel-logout')
        .set('Host', STAFF_HOST)
        .type('form')
        .send(`logout_token=${jwt}`)
        .expect(400);
      expect(res.body.code).toBe('INVALID_LOGOUT_TOKEN');
      await accountInfo(outcome.sessionToken).expect(200);
    });
  });
});
