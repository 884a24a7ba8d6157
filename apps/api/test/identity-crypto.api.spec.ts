import { parseOgAuthValue } from '@shop/identity';
import { SigningSecret, SubscriptionAuthService } from '../src/modules/identity';
import { signInStaff } from './support/account-sessions';
import { CRYPTO_URL, requireCookie, setCookie, signUp } from './support/accounts';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

describe('POST /api/crypto: the subscription service cookie (SPEC §7, §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PD_ELIGIBLE_ACCOUNT_GROUPS: 'Z001, Z002' });
  });
  afterAll(() => t.close());

  const crypto = (token: string, host?: string) => {
    const request = t.http.post(CRYPTO_URL);
    if (host) request.set('host', host);
    return request.send({ sessionToken: token });
  };
  const ogAuthOf = (cookie: string) => {
    const value = /^og_auth=([^;]*);/.exec(cookie)?.[1];
    if (value === undefined) throw new Error(`not an og_auth cookie: ${cookie}`);
    return value;
  };

  it('answers two values and sets og_auth: customer id without gid prefix, the two values, a signature; Secure, 2 hours', async () => {
    const { token, customerId } = await signUp(t);
    const res = await crypto(token).expect(200);
    expect(res.body).toEqual({ value1: expect.any(String), value2: expect.any(String) });
    expect(res.body.value1).not.toBe(res.body.value2);
    const cookie = requireCookie(res, 'og_auth');
    expect(cookie.split('; ')).toEqual(
      expect.arrayContaining(['Max-Age=7200', 'Path=/', 'Secure', 'HttpOnly']),
    );
    const parts = parseOgAuthValue(ogAuthOf(cookie));
    expect(parts).toMatchObject({ customerId, value1: res.body.value1, value2: res.body.value2 });
    expect(t.app.get(SubscriptionAuthService).verify(ogAuthOf(cookie))).toEqual({
      customerId,
      value1: res.body.value1,
      value2: res.body.value2,
    });
    // Not on the consumer site.
    expect(setCookie(res, 'isEligibleForPd')).toBeUndefined();
  });

  it('the values are the same for the whole session and differ between sessions', async () => {
    const first = await signUp(t);
    const a = (await crypto(first.token).expect(200)).body;
    const b = (await crypto(first.token).expect(200)).body;
    expect(b).toEqual(a);
    const second = await signUp(t);
    const c = (await crypto(second.token).expect(200)).body;
    expect(c.value1).not.toBe(a.value1);
    expect(c.value2).not.toBe(a.value2);
  });

  it('cannot be forged: another customer id, a changed value or a made-up signature fails the check', async () => {
    const { token } = await signUp(t);
    const other = await signUp(t);
    const value = ogAuthOf(requireCookie(await crypto(token).expect(200), 'og_auth'));
    const [, v1, v2, signature] = value.split('|');
    const auth = t.app.get(SubscriptionAuthService);
    expect(auth.verify(`${other.customerId}|${v1}|${v2}|${signature}`)).toBeNull();
    expect(auth.verify(`${value.split('|')[0]}|${v1}x|${v2}|${signature}`)).toBeNull();
    expect(auth.verify(`${value.split('|')[0]}|${v1}|${v2}|${'A'.repeat(43)}`)).toBeNull();
    expect(auth.verify('garbage')).toBeNull();
    expect(auth.verify(value)).not.toBeNull();
  });

  it('needs a session: 401 SIGNED_OUT', async () => {
    expect((await t.http.post(CRYPTO_URL).send({}).expect(401)).body.code).toBe('SIGNED_OUT');
  });

  it('the signing secret is made once and shared through the database; COOKIE_SIGNING_SECRET wins', async () => {
    const secret = t.app.get(SigningSecret);
    const configured = await startTestApp({ COOKIE_SIGNING_SECRET: 's'.repeat(40) });
    try {
      expect(configured.app.get(SigningSecret).sign('x')).not.toBe(secret.sign('x'));
      const { createHmac } = await import('node:crypto');
      expect(configured.app.get(SigningSecret).sign('x')).toBe(
        createHmac('sha256', 's'.repeat(40)).update('x').digest('base64url'),
      );
    } finally {
      await configured.close();
    }
  });

  describe('on the staff site', () => {
    it.each([
      ['Z001', 'true'],
      ['Z002', 'true'],
      ['Z003', 'false'],
    ])(
      'sets isEligibleForPd for account group %s to %s (PD_ELIGIBLE_ACCOUNT_GROUPS)',
      async (group, expected) => {
        const staff = await signInStaff(t, { sapAccountGroup: group, clinic: { shipTo: '0001234567' } });
        const res = await crypto(staff.token, STAFF_HOST).expect(200);
        const cookie = requireCookie(res, 'isEligibleForPd');
        expect(cookie.startsWith(`isEligibleForPd=${expected};`)).toBe(true);
        expect(cookie.split('; ')).not.toContain('HttpOnly');
        expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax']));
      },
    );
  });
});
