import { SESSION_HINT_COOKIE, SHOP_CLIENT_HEADER } from '@shop/identity';
import { eq, or } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { customerSessions } from '../src/modules/identity/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { SessionService } from '../src/modules/identity';
import { Clock } from '../src/platform/clock/clock';
import { signInStaff } from './support/account-sessions';
import { CRYPTO_URL, LOGOUT_URL, REFRESH_URL, setCookie, signUp } from './support/accounts';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

const OWN_ORIGIN = 'http://localhost:3000';

describe('sessions: expiry, refresh, logout, CSRF, sites (SPEC §4 Session, ARCHITECTURE §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SESSION_IDLE_SECONDS: '600', SESSION_ABSOLUTE_SECONDS: '3600' });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const withToken = (url: string, token: string, body: object = {}) =>
    t.http.post(url).send({ sessionToken: token, ...body });
  const isSignedIn = async (token: string) => (await withToken(CRYPTO_URL, token)).status === 200;
  const freezeClock = (iso: string) => {
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    clock.mockReturnValue(new Date(iso));
    return (next: string) => clock.mockReturnValue(new Date(next));
  };

  describe('credentials', () => {
    it('accepts the token in the body, as a Bearer header, or as the cookie', async () => {
      const { token } = await signUp(t);
      await withToken(CRYPTO_URL, token).expect(200);
      await t.http.post(CRYPTO_URL).set('authorization', `Bearer ${token}`).expect(200);
      await t.http
        .post(CRYPTO_URL)
        .set('cookie', `other=1; sessionToken=${token}`)
        .set(SHOP_CLIENT_HEADER, 'storefront')
        .expect(200);
    });

    it.each([
      ['nothing', {}, undefined],
      ['an unknown token', {}, 'A'.repeat(43)],
      ['a malformed token', {}, 'not a token'],
      ['an empty Bearer', { authorization: 'Bearer ' }, undefined],
      ['a Basic header', { authorization: 'Basic YTpi' }, undefined],
    ])('refuses %s with 401 SIGNED_OUT', async (_label, headers, bodyToken) => {
      const res = await t.http
        .post(CRYPTO_URL)
        .set(headers)
        .send(bodyToken === undefined ? {} : { sessionToken: bodyToken })
        .expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'SIGNED_OUT', message: 'Sign in to do this' });
    });

    it('the first credential present is the one checked: a bad body token is not rescued by a good header', async () => {
      const { token } = await signUp(t);
      await t.http
        .post(CRYPTO_URL)
        .set('authorization', `Bearer ${token}`)
        .send({ sessionToken: 'A'.repeat(43) })
        .expect(401);
      // An empty body field counts as absent.
      await t.http
        .post(CRYPTO_URL)
        .set('authorization', `Bearer ${token}`)
        .send({ sessionToken: '' })
        .expect(200);
    });

    it("a session is valid on its own site only: the consumer site's token does not sign in on the staff site", async () => {
      const { token } = await signUp(t);
      const res = await withToken(CRYPTO_URL, token).set('host', STAFF_HOST).expect(401);
      expect(res.body.code).toBe('SIGNED_OUT');
      const staff = await signInStaff(t, { registered: false });
      await withToken(REFRESH_URL, staff.token).expect(401);
      await withToken(REFRESH_URL, staff.token).set('host', STAFF_HOST).expect(200);
    });

    it('only the SHA-256 of a token is stored', async () => {
      const { token } = await signUp(t);
      const db = t.app.get<Database>(DATABASE);
      const hash = createHash('sha256').update(token).digest('base64url');
      const rows = await db
        .select({ tokenHash: customerSessions.tokenHash })
        .from(customerSessions)
        .where(or(eq(customerSessions.tokenHash, token), eq(customerSessions.tokenHash, hash)));
      expect(rows).toEqual([{ tokenHash: hash }]);
    });
  });

  describe('expiry (idle 600 s, absolute 3600 s in this app)', () => {
    it('ends after the idle time without use, and any use moves the idle expiry on', async () => {
      const at = freezeClock('2030-05-01T10:00:00Z');
      const { token } = await signUp(t);
      at('2030-05-01T10:09:00Z');
      expect(await isSignedIn(token)).toBe(true); // a use: idle expiry now 10:19
      at('2030-05-01T10:18:59Z');
      expect(await isSignedIn(token)).toBe(true); // 10:28:59
      at('2030-05-01T10:28:58Z');
      expect(await isSignedIn(token)).toBe(true);
      at('2030-05-01T10:38:58Z');
      expect(await isSignedIn(token)).toBe(false);
    });

    it('writes a use back at most once a minute, so a use within the minute does not move the expiry', async () => {
      const at = freezeClock('2030-05-02T10:00:00Z');
      const { token } = await signUp(t);
      at('2030-05-02T10:00:30Z');
      expect(await isSignedIn(token)).toBe(true); // not written: idle expiry stays 10:10:00
      at('2030-05-02T10:10:00Z');
      expect(await isSignedIn(token)).toBe(false);
    });

    it('ends at the absolute expiry however often it is used, refreshes included', async () => {
      const at = freezeClock('2030-05-03T10:00:00Z');
      const { token } = await signUp(t);
      let current = token;
      for (let minute = 5; minute < 60; minute += 5) {
        at(`2030-05-03T10:${String(minute).padStart(2, '0')}:00Z`);
        const res = await withToken(REFRESH_URL, current, { forceRefreshToken: minute % 10 === 0 }).expect(
          200,
        );
        current = res.body.sessionToken;
        expect(res.body.absoluteExpiresAt).toBe('2030-05-03T11:00:00.000Z');
      }
      at('2030-05-03T10:59:59Z');
      expect(await isSignedIn(current)).toBe(true);
      at('2030-05-03T11:00:00Z');
      expect(await isSignedIn(current)).toBe(false);
    });
  });

  describe('refresh-session-token', () => {
    it('extends the session and answers the same shape as sign-in, with the same token', async () => {
      const at = freezeClock('2030-06-01T10:00:00Z');
      const { token, email } = await signUp(t);
      at('2030-06-01T10:05:00Z');
      const res = await withToken(REFRESH_URL, token).expect(200);
      expect(res.body).toEqual({
        sessionToken: token,
        expiresAt: '2030-06-01T10:15:00.000Z',
        absoluteExpiresAt: '2030-06-01T11:00:00.000Z',
        cacheKey: expect.stringMatching(/^session:/),
        customer: { id: expect.stringMatching(/^gid:/), email, firstName: 'Ada', lastName: 'Lovelace' },
      });
      expect(setCookie(res, 'sessionToken')).toContain(`sessionToken=${token};`);
      expect(setCookie(res, 'sessionToken')).toContain('Max-Age=3300');
    });

    it('with forceRefreshToken replaces the token: the new one works, the old one stops at once', async () => {
      const { token } = await signUp(t);
      const res = await withToken(REFRESH_URL, token, { forceRefreshToken: true }).expect(200);
      const fresh = res.body.sessionToken;
      expect(fresh).not.toBe(token);
      expect(setCookie(res, 'sessionToken')).toContain(`sessionToken=${fresh};`);
      expect(await isSignedIn(token)).toBe(false);
      expect(await isSignedIn(fresh)).toBe(true);
    });

    it('401 SIGNED_OUT without a live session', async () => {
      expect((await t.http.post(REFRESH_URL).send({}).expect(401)).body.code).toBe('SIGNED_OUT');
      const { token } = await signUp(t);
      await withToken(LOGOUT_URL, token).expect(200);
      await withToken(REFRESH_URL, token, { forceRefreshToken: true }).expect(401);
    });

    it('refuses a forceRefreshToken that is not a boolean', async () => {
      const { token } = await signUp(t);
      const res = await withToken(REFRESH_URL, token, { forceRefreshToken: 'yes' }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('the session hint: a script-readable cookie that says a session may be live', () => {
    const hintOf = (res: Parameters<typeof setCookie>[0]) => {
      const line = setCookie(res, SESSION_HINT_COOKIE);
      if (!line) throw new Error('no session hint was set');
      const [pair, ...attributes] = line.split('; ');
      return { value: pair.slice(SESSION_HINT_COOKIE.length + 1), attributes };
    };
    const maxAgeOf = (line: string | undefined) => line?.match(/Max-Age=(\d+)/)?.[1];

    it('is set with the session cookie at sign-in: same lifetime, Lax, not HttpOnly, and no secret', async () => {
      const { token, response } = await signUp(t);
      const hint = hintOf(response);
      expect(hint.attributes).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax']));
      expect(hint.attributes).not.toContain('HttpOnly');
      expect(maxAgeOf(setCookie(response, SESSION_HINT_COOKIE))).toBe(
        maxAgeOf(setCookie(response, 'sessionToken')),
      );
      expect(hint.value).toMatch(/^[\w-]{8,}$/);
      expect(token).not.toContain(hint.value);
    });

    it('gets a new tag with every session cookie: each sign-in and each refresh', async () => {
      const at = freezeClock('2030-07-01T10:00:00Z');
      const account = await signUp(t);
      const again = await t.http
        .post('/api/ecom/v1.0/create-customer-token')
        .send({ email: account.email, key: account.password })
        .expect(200);
      at('2030-07-01T10:05:00Z');
      const refreshed = await withToken(REFRESH_URL, again.body.sessionToken).expect(200);
      const tags = [account.response, again, refreshed].map((res) => hintOf(res).value);
      expect(new Set(tags).size).toBe(3);
      // The refreshed hint lives exactly as long as the refreshed session cookie.
      expect(maxAgeOf(setCookie(refreshed, SESSION_HINT_COOKIE))).toBe('3300');
      expect(maxAgeOf(setCookie(refreshed, 'sessionToken'))).toBe('3300');
    });

    it('changes nothing for the API: a hint without a live session is still signed out (401)', async () => {
      const { token, response } = await signUp(t);
      await withToken(LOGOUT_URL, token).expect(200);
      const res = await t.http
        .post('/api/ecom/v1.0/get-shopify-customer')
        .set('cookie', `${SESSION_HINT_COOKIE}=${hintOf(response).value}; sessionToken=${token}`)
        .set(SHOP_CLIENT_HEADER, 'storefront')
        .send({})
        .expect(401);
      expect(res.body.code).toBe('SIGNED_OUT');
    });
  });

  describe('logout', () => {
    it('ends the session, clears its cookies (the hint too), and answers {ok: true}', async () => {
      const { token } = await signUp(t);
      const res = await withToken(LOGOUT_URL, token).expect(200);
      expect(res.body).toEqual({ ok: true });
      for (const name of ['sessionToken', SESSION_HINT_COOKIE, 'og_auth', 'isEligibleForPd'])
        expect(setCookie(res, name)).toMatch(new RegExp(`^${name}=; Max-Age=0; Path=/`));
      expect(await isSignedIn(token)).toBe(false);
    });

    it('ends only that session: the same account elsewhere stays signed in', async () => {
      const account = await signUp(t);
      const other = await t.http
        .post('/api/ecom/v1.0/create-customer-token')
        .send({ email: account.email, key: account.password })
        .expect(200);
      await withToken(LOGOUT_URL, account.token).expect(200);
      expect(await isSignedIn(other.body.sessionToken)).toBe(true);
    });

    it('is idempotent: a signed-out caller gets {ok: true} and cleared cookies', async () => {
      const res = await t.http.post(LOGOUT_URL).send({}).expect(200);
      expect(res.body).toEqual({ ok: true });
      expect(setCookie(res, 'sessionToken')).toMatch(/^sessionToken=; Max-Age=0/);
      const { token } = await signUp(t);
      await withToken(LOGOUT_URL, token).expect(200);
      await withToken(LOGOUT_URL, token).expect(200);
    });

    it('works with the cookie and the storefront header', async () => {
      const { token } = await signUp(t);
      await t.http
        .post(LOGOUT_URL)
        .set('cookie', `sessionToken=${token}`)
        .set(SHOP_CLIENT_HEADER, 'storefront')
        .set('origin', OWN_ORIGIN)
        .expect(200);
      expect(await isSignedIn(token)).toBe(false);
    });
  });

  describe('CSRF (ARCHITECTURE §6): a write authenticated by the cookie alone', () => {
    it('is refused when forged from another site (cookie only, foreign Origin, no header): 403 CSRF_REFUSED', async () => {
      const { token } = await signUp(t);
      const res = await t.http
        .post(LOGOUT_URL)
        .set('cookie', `sessionToken=${token}`)
        .set('origin', 'https://evil.example')
        .set('content-type', 'text/plain')
        .send('{}');
      // A text/plain body (what a cross-site form can send) is refused by validation or the CSRF check.
      expect([400, 403, 415]).toContain(res.status);
      const logout = await t.http
        .post(LOGOUT_URL)
        .set('cookie', `sessionToken=${token}`)
        .set('origin', 'https://evil.example')
        .send({})
        .expect(403);
      expect(logout.body.code).toBe('CSRF_REFUSED');
      const json = await t.http
        .post(REFRESH_URL)
        .set('cookie', `sessionToken=${token}`)
        .set('origin', 'https://evil.example')
        .send({ forceRefreshToken: true })
        .expect(403);
      expect(json.body.code).toBe('CSRF_REFUSED');
      expect(await isSignedIn(token)).toBe(true);
    });

    it('is refused without the X-Shop-Client header even with no Origin', async () => {
      const { token } = await signUp(t);
      const res = await t.http.post(CRYPTO_URL).set('cookie', `sessionToken=${token}`).send({}).expect(403);
      expect(res.body.code).toBe('CSRF_REFUSED');
    });

    it('is refused with the header but a foreign Origin', async () => {
      const { token } = await signUp(t);
      const res = await t.http
        .post(CRYPTO_URL)
        .set('cookie', `sessionToken=${token}`)
        .set(SHOP_CLIENT_HEADER, 'storefront')
        .set('origin', 'http://localhost.evil.example:3000')
        .send({})
        .expect(403);
      expect(res.body.code).toBe('CSRF_REFUSED');
    });

    it('is accepted with the header and no Origin, or this site’s Origin', async () => {
      const { token } = await signUp(t);
      const cookie = `sessionToken=${token}`;
      await t.http
        .post(CRYPTO_URL)
        .set('cookie', cookie)
        .set(SHOP_CLIENT_HEADER, 'storefront')
        .send({})
        .expect(200);
      await t.http
        .post(CRYPTO_URL)
        .set('cookie', cookie)
        .set(SHOP_CLIENT_HEADER, 'storefront')
        .set('origin', OWN_ORIGIN)
        .send({})
        .expect(200);
    });

    it('the same forged request with the token in the body (or as Bearer) is accepted: code that holds the token proves itself', async () => {
      const { token } = await signUp(t);
      await t.http
        .post(CRYPTO_URL)
        .set('cookie', `sessionToken=${token}`)
        .set('origin', 'https://evil.example')
        .send({ sessionToken: token })
        .expect(200);
      await t.http
        .post(CRYPTO_URL)
        .set('origin', 'https://evil.example')
        .set('authorization', `Bearer ${token}`)
        .send({})
        .expect(200);
    });

    it('sign-in from another site’s page is refused (login CSRF)', async () => {
      const account = await signUp(t);
      const res = await t.http
        .post('/api/ecom/v1.0/create-customer-token')
        .set('origin', 'https://evil.example')
        .send({ email: account.email, key: account.password })
        .expect(403);
      expect(res.body.code).toBe('CSRF_REFUSED');
    });
  });

  describe('the per-process session cache (SESSION_CACHE_SECONDS, 10 s here)', () => {
    const revokeInDatabaseOnly = (token: string) =>
      t.app
        .get<Database>(DATABASE)
        .update(customerSessions)
        .set({ revokedAt: new Date('2030-06-01T00:00:00Z') })
        .where(eq(customerSessions.tokenHash, createHash('sha256').update(token).digest('base64url')));

    it('a revocation through SessionService ends a cached session at once', async () => {
      const { token } = await signUp(t);
      expect(await isSignedIn(token)).toBe(true); // now cached
      const resolved = await t.app.get(SessionService).resolve(token);
      if (!resolved) throw new Error('a fresh session resolves');
      await t.app.get(SessionService).revoke(resolved.caller.sessionId);
      expect(await isSignedIn(token)).toBe(false);
    });

    it("a revocation it was not told about (another process's, Redis down) counts within the cache's lifetime", async () => {
      const at = freezeClock('2030-06-01T10:00:00Z');
      const { token } = await signUp(t);
      expect(await isSignedIn(token)).toBe(true);
      await revokeInDatabaseOnly(token);
      at('2030-06-01T10:00:10Z');
      expect(await isSignedIn(token)).toBe(false);
    });
  });

  describe('staff on the staff site', () => {
    it('an unregistered staff member gets 403 STAFF_NOT_REGISTERED, except where allowed (refresh, logout)', async () => {
      const staff = await signInStaff(t, { registered: false, sapAccountGroup: 'Z001' });
      const res = await withToken(CRYPTO_URL, staff.token).set('host', STAFF_HOST).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        code: 'STAFF_NOT_REGISTERED',
        message: expect.stringContaining('registration'),
      });
      await withToken(REFRESH_URL, staff.token).set('host', STAFF_HOST).expect(200);
      await withToken(LOGOUT_URL, staff.token).set('host', STAFF_HOST).expect(200);
      await withToken(REFRESH_URL, staff.token).set('host', STAFF_HOST).expect(401);
    });

    it('registration is read from the customers row: account group and ship-to both (SPEC §3)', async () => {
      const registered = await signInStaff(t, { sapAccountGroup: 'Z001', clinic: { shipTo: '0001234567' } });
      const noShipTo = await signInStaff(t, { registered: false, sapAccountGroup: 'Z001' });
      const noGroup = await signInStaff(t, { registered: false, clinic: { shipTo: '0001234567' } });
      await withToken(CRYPTO_URL, registered.token).set('host', STAFF_HOST).expect(200);
      await withToken(CRYPTO_URL, noShipTo.token).set('host', STAFF_HOST).expect(403);
      await withToken(CRYPTO_URL, noGroup.token).set('host', STAFF_HOST).expect(403);
    });

    it('a staff session carries its ID token for the clinic calls and logout', async () => {
      const staff = await signInStaff(t, { registered: false, idToken: 'header.payload.signature' });
      const resolved = await t.app.get(SessionService).resolve(staff.token);
      expect(resolved?.caller).toEqual({
        customerId: staff.customerId,
        publicId: `gid://shop/Customer/${staff.customerId}`,
        site: 'HPSF',
        kind: 'staff',
        sessionId: staff.sessionId,
        idToken: 'header.payload.signature',
      });
    });
  });
});
