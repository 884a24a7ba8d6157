import { SESSION_HINT_COOKIE } from '@shop/identity';
import { Clock } from '../src/platform/clock/clock';
import {
  CRYPTO_URL,
  requireCookie,
  setCookie,
  signUp as signUpIn,
  TOKEN_URL,
  uniqueClientAddress,
  uniqueEmail,
} from './support/accounts';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

describe('sign-up and sign-in (POST create-customer-token, SPEC §7)', () => {
  let t: TestApp;
  // Each test is its own client address (X-Forwarded-For, believed for one proxy), so the
  // per-address throttle of one test does not reach the next.
  let client: { 'x-forwarded-for': string };
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY_HOPS: '1' });
  });
  beforeEach(() => {
    client = { 'x-forwarded-for': uniqueClientAddress() };
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const post = (body?: object) => {
    const request = t.http.post(TOKEN_URL).set(client);
    return body === undefined ? request : request.send(body);
  };
  const signIn = (email: string, key: string) => post({ email, key });
  const signUp = () => signUpIn(t, { headers: client });

  describe('sign-up', () => {
    it('creates a consumer account with both names, signs in, and answers the session and the customer', async () => {
      const email = uniqueEmail();
      const res = await post()
        .send({
          email: `  ${email.toUpperCase()} `,
          first_name: ' Ada ',
          last_name: 'Lovelace',
          key: 'analytical engine',
        })
        .expect(200);
      expect(res.body).toEqual({
        sessionToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expiresAt: expect.any(String),
        absoluteExpiresAt: expect.any(String),
        cacheKey: expect.stringMatching(/^session:[0-9a-f-]{36}$/),
        customer: {
          id: expect.stringMatching(/^gid:\/\/shop\/Customer\/[0-9a-f-]{36}$/),
          email,
          firstName: 'Ada',
          lastName: 'Lovelace',
        },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(setCookie(res, 'sessionToken')).toContain(`sessionToken=${res.body.sessionToken};`);
      // The token it answered signs in.
      await t.http.post(CRYPTO_URL).send({ sessionToken: res.body.sessionToken }).expect(200);
    });

    it('session lifetimes follow the settings: idle 2 hours, absolute 30 days', async () => {
      const now = new Date('2030-01-01T00:00:00Z');
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(now);
      const { response } = await signUp();
      expect(response.body.expiresAt).toBe('2030-01-01T02:00:00.000Z');
      expect(response.body.absoluteExpiresAt).toBe('2030-01-31T00:00:00.000Z');
    });

    it.each([
      ['too short', 'seven77', 'Use at least 8 characters'],
      ['too long', 'x'.repeat(257), 'Use at most 256 characters'],
      ['common', 'password1', 'This password is too common and easy to guess: choose another one'],
      [
        'common in another case',
        'Football',
        'This password is too common and easy to guess: choose another one',
      ],
    ])('refuses a %s password with 400 WEAK_PASSWORD and the reason', async (_label, key, message) => {
      const email = uniqueEmail();
      const res = await post({ email, first_name: 'Ada', last_name: 'L', key }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'WEAK_PASSWORD', message });
      expect(setCookie(res, 'sessionToken')).toBeUndefined();
      await signIn(email, key).expect(401);
    });

    it('with one name only, is a sign-in (an unknown address: 401, no account made)', async () => {
      const email = uniqueEmail();
      await post({ email, first_name: 'Ada', key: 'analytical engine' }).expect(401);
      await post({ email, first_name: 'Ada', last_name: '  ', key: 'analytical engine' }).expect(401);
      await signIn(email, 'analytical engine').expect(401);
    });
  });

  describe('sign-in', () => {
    it('signs in with the right password, in any case of the address', async () => {
      const account = await signUp();
      const res = await signIn(account.email.toUpperCase(), account.password).expect(200);
      expect(res.body.customer.email).toBe(account.email);
      expect(res.body.sessionToken).not.toBe(account.token);
    });

    it('a wrong password and an unknown address get the same 401 and body', async () => {
      const account = await signUp();
      const wrong = await signIn(account.email, 'not the password').expect(401);
      const unknown = await signIn(uniqueEmail('nobody'), 'not the password').expect(401);
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email or password is incorrect',
      });
      expect(unknown.body).toEqual(wrong.body);
      expect(setCookie(wrong, 'sessionToken')).toBeUndefined();
    });

    it('an old, weak password still signs in (the policy is for new passwords)', async () => {
      const account = await signUp();
      // Policy applies to sign-up; sign-in checks only the stored hash.
      await signIn(account.email, account.password).expect(200);
    });

    it('refuses password sign-in and sign-up on the staff site (403 USE_SINGLE_SIGN_ON)', async () => {
      const account = await signUp();
      for (const body of [
        { email: account.email, key: account.password },
        { email: uniqueEmail(), first_name: 'Grace', last_name: 'Hopper', key: 'compiler pioneer' },
      ]) {
        const res = await post(body).set('host', STAFF_HOST).expect(403);
        expect(res.body.code).toBe('USE_SINGLE_SIGN_ON');
      }
    });
  });

  describe('signing up with an address that has an account', () => {
    it('does not sign in and does not say so: 202 CHECK_EMAIL, and the owner gets a message', async () => {
      const account = await signUp();
      const before = (await t.outbox()).length;
      const res = await post()
        .send({ email: account.email, first_name: 'Eve', last_name: 'Mallory', key: 'another good password' })
        .expect(202);
      expect(res.body).toEqual({
        status: 'CHECK_EMAIL',
        message: expect.stringMatching(/check your email/i),
      });
      expect(setCookie(res, 'sessionToken')).toBeUndefined();
      const mail = (await t.outbox()).slice(before);
      expect(mail).toHaveLength(1);
      expect(mail[0].to).toBe(account.email);
      expect(mail[0].subject).toBe('Someone tried to create an account with your address');
      expect(mail[0].text).toContain('http://localhost:3000/shelter/login');
      expect(mail[0].text).toContain('http://localhost:3000/shelter/forgot-password');
      // The account keeps its password and names.
      const again = await signIn(account.email, account.password).expect(200);
      expect(again.body.customer.firstName).toBe('Ada');
    });

    it('with the right password it simply signs in', async () => {
      const account = await signUp();
      await post()
        .send({ email: account.email, first_name: 'Ada', last_name: 'Lovelace', key: account.password })
        .expect(200);
    });
  });

  describe('the session cookie', () => {
    it('is HttpOnly, SameSite=Lax, Path=/, lasts the absolute lifetime, and is not Secure over http', async () => {
      const { response } = await signUp();
      const cookie = requireCookie(response, 'sessionToken');
      const attributes = cookie.split('; ').slice(1);
      expect(attributes).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=2592000']),
      );
      expect(attributes).not.toContain('Secure');
    });

    it('is Secure when a trusted proxy says the request came over https, and not when no proxy is trusted', async () => {
      const res = await post()
        .set('x-forwarded-proto', 'https')
        .send({ email: uniqueEmail(), first_name: 'Ada', last_name: 'L', key: 'analytical engine' })
        .expect(200);
      expect(requireCookie(res, 'sessionToken').split('; ')).toContain('Secure');
      // Its script-readable companion, the session hint, travels under the same rule.
      expect(requireCookie(res, SESSION_HINT_COOKIE).split('; ')).toContain('Secure');

      const direct = await startTestApp({ TRUST_PROXY_HOPS: '0' });
      try {
        const forged = await direct.http
          .post(TOKEN_URL)
          .set('x-forwarded-proto', 'https')
          .send({ email: uniqueEmail(), first_name: 'Ada', last_name: 'L', key: 'analytical engine' })
          .expect(200);
        expect(requireCookie(forged, 'sessionToken').split('; ')).not.toContain('Secure');
        expect(requireCookie(forged, SESSION_HINT_COOKIE).split('; ')).not.toContain('Secure');
      } finally {
        await direct.close();
      }
    });
  });

  describe('rotation at sign-in', () => {
    it('every sign-in makes a new token; other sessions of the account stay until they end', async () => {
      const account = await signUp();
      const first = (await signIn(account.email, account.password).expect(200)).body.sessionToken;
      const second = (await signIn(account.email, account.password).expect(200)).body.sessionToken;
      expect(new Set([account.token, first, second]).size).toBe(3);
      for (const token of [account.token, first, second])
        await t.http.post(CRYPTO_URL).send({ sessionToken: token }).expect(200);
    });

    it('a sign-in ends the session the browser presented (its cookie is replaced), so no old token lingers', async () => {
      const account = await signUp();
      const res = await signIn(account.email, account.password)
        .set('cookie', `sessionToken=${account.token}`)
        .expect(200);
      expect(res.body.sessionToken).not.toBe(account.token);
      await t.http.post(CRYPTO_URL).send({ sessionToken: account.token }).expect(401);
      await t.http.post(CRYPTO_URL).send({ sessionToken: res.body.sessionToken }).expect(200);
    });

    it('ignores a token the client proposes: the session is always one the server made', async () => {
      const account = await signUp();
      const planted = 'A'.repeat(43);
      const res = await signIn(account.email, account.password)
        .set('cookie', `sessionToken=${planted}`)
        .expect(200);
      expect(res.body.sessionToken).not.toBe(planted);
      await t.http
        .post(CRYPTO_URL)
        .set('cookie', `sessionToken=${planted}`)
        .set('x-shop-client', 'storefront')
        .expect(401);
    });
  });

  describe('throttling', () => {
    it('after 5 failures for an address in 15 minutes: 429 TOO_MANY_ATTEMPTS with Retry-After, even with the right password', async () => {
      const account = await signUp();
      for (let i = 0; i < 5; i += 1) await signIn(account.email, `wrong password ${i}`).expect(401);
      const res = await signIn(account.email, account.password).expect(429);
      expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
      // Another account from the same client is not locked by it.
      const other = await signUp();
      await signIn(other.email, other.password).expect(200);
    });

    it('counts unknown addresses the same way, so throttling does not tell which exist', async () => {
      const email = uniqueEmail('nobody');
      for (let i = 0; i < 5; i += 1) await signIn(email, 'some password').expect(401);
      expect((await signIn(email, 'some password').expect(429)).body.code).toBe('TOO_MANY_ATTEMPTS');
    });

    it('a successful sign-in starts the count again', async () => {
      const account = await signUp();
      for (let i = 0; i < 4; i += 1) await signIn(account.email, 'wrong password').expect(401);
      await signIn(account.email, account.password).expect(200);
      for (let i = 0; i < 4; i += 1) await signIn(account.email, 'wrong password').expect(401);
      await signIn(account.email, account.password).expect(200);
    });

    it('the window ends 15 minutes after the first failure', async () => {
      const clock = jest.spyOn(t.app.get(Clock), 'now');
      clock.mockReturnValue(new Date('2031-01-01T10:00:00Z'));
      const account = await signUp();
      for (let i = 0; i < 5; i += 1) await signIn(account.email, 'wrong password').expect(401);
      clock.mockReturnValue(new Date('2031-01-01T10:14:59Z'));
      const res = await signIn(account.email, account.password).expect(429);
      expect(res.headers['retry-after']).toBe('1');
      clock.mockReturnValue(new Date('2031-01-01T10:15:00Z'));
      await signIn(account.email, account.password).expect(200);
    });

    it('signing up with a taken address counts as a failure too (it would be a password guess)', async () => {
      const account = await signUp();
      for (let i = 0; i < 5; i += 1)
        await post()
          .send({ email: account.email, first_name: 'E', last_name: 'M', key: `guess number ${i}!` })
          .expect(202);
      await signIn(account.email, account.password).expect(429);
    });

    it('after 20 failures from one client address, every address is refused from it', async () => {
      const account = await signUp();
      for (let i = 0; i < 20; i += 1) await signIn(uniqueEmail('spray'), 'password123').expect(401);
      const res = await signIn(account.email, account.password).expect(429);
      expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // The same account from another address is fine: its own count is below 5.
      await t.http
        .post(TOKEN_URL)
        .set('x-forwarded-for', uniqueClientAddress())
        .send({ email: account.email, key: account.password })
        .expect(200);
    });
  });

  describe('hostile and malformed input: a 4xx with a stable code, never a 500', () => {
    it.each([
      ['no body', undefined],
      ['an array', [1, 2]],
      ['email missing', { key: 'analytical engine' }],
      ['key missing', { email: 'ada@example.com' }],
      ['email not an address', { email: 'ada', key: 'analytical engine' }],
      ['email a number', { email: 42, key: 'analytical engine' }],
      ['key a number', { email: 'ada@example.com', key: 12345678 }],
      ['key an object', { email: 'ada@example.com', key: { $gt: '' } }],
      [
        'names as arrays',
        { email: 'ada@example.com', first_name: ['a'], last_name: ['b'], key: 'analytical engine' },
      ],
      ['an unknown field', { email: 'ada@example.com', key: 'analytical engine', admin: true }],
      ['a 300-character address', { email: `${'a'.repeat(290)}@example.com`, key: 'analytical engine' }],
      ['a 2,000-character key', { email: 'ada@example.com', key: 'k'.repeat(2000) }],
      [
        'a 101-character name',
        { email: 'ada@example.com', first_name: 'n'.repeat(101), last_name: 'L', key: 'x'.repeat(10) },
      ],
    ])('%s → 400', async (_label, body) => {
      const request = t.http.post(TOKEN_URL);
      const res = await (body === undefined ? request : request.send(body as object));
      expect(res.status).toBe(400);
      expect(res.body.code).toEqual(expect.any(String));
    });

    it('NUL bytes in any field → 400', async () => {
      for (const body of [
        { email: 'ada\u0000@example.com', key: 'analytical engine' },
        { email: 'ada@example.com', key: 'analytical\u0000engine' },
        { email: 'ada@example.com', first_name: 'A\u0000', last_name: 'L', key: 'analytical engine' },
      ]) {
        const res = await post(body);
        expect(res.status).toBe(400);
      }
    });

    it('a 100 KB string → 4xx (413 past the body limit, else 400)', async () => {
      const res = await post({ email: 'ada@example.com', key: 'k'.repeat(100 * 1024) });
      expect([400, 413]).toContain(res.status);
      expect(res.body.code).toEqual(expect.any(String));
    });
  });
});
