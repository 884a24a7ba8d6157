import { Clock } from '../src/platform/clock/clock';
import {
  CRYPTO_URL,
  FORGOT_URL,
  RESET_URL,
  signUp,
  TOKEN_URL,
  uniqueClientAddress,
  uniqueEmail,
} from './support/accounts';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

const PUBLIC_ORIGINS = 'DTC=https://shop.example,HPSF=https://staff.shop.example';

describe('forgotten passwords (forgot-password, reset-password)', () => {
  let t: TestApp;
  let client: { 'x-forwarded-for': string };
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_ORIGINS, TRUST_PROXY_HOPS: '1' });
  });
  beforeEach(() => {
    client = { 'x-forwarded-for': uniqueClientAddress() };
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const forgot = (email: string) => t.http.post(FORGOT_URL).set(client).send({ email });
  const reset = (token: string, password: string) =>
    t.http.post(RESET_URL).set(client).send({ token, password });
  const signIn = (email: string, key: string) => t.http.post(TOKEN_URL).set(client).send({ email, key });

  /** The reset token of the newest mail to an address. */
  async function mailedToken(email: string): Promise<string> {
    const mail = (await t.outbox()).filter((message) => message.to === email).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    const match = /https:\/\/shop\.example\/shelter\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    return match[1];
  }

  it('always answers 202 with the same body, and mails a link only when the address has an account', async () => {
    const account = await signUp(t, { headers: client });
    const before = (await t.outbox()).length;
    const known = await forgot(account.email.toUpperCase()).expect(202);
    const unknown = await forgot(uniqueEmail('nobody')).expect(202);
    expect(known.body).toEqual({ status: 'CHECK_EMAIL', message: expect.stringContaining('one hour') });
    expect(unknown.body).toEqual(known.body);
    const mail = (await t.outbox()).slice(before);
    expect(mail.map((message) => message.to)).toEqual([account.email]);
    expect(mail[0].subject).toBe('Choose a new password');
  });

  it('builds the link from PUBLIC_ORIGINS, never from the Host header (reset poisoning)', async () => {
    const account = await signUp(t, { headers: client });
    await forgot(account.email).set('host', 'evil.example').expect(202);
    await forgot(account.email).set('x-forwarded-host', 'evil.example').expect(202);
    const mails = (await t.outbox()).filter((message) => message.to === account.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.text).toContain('https://shop.example/shelter/reset-password?token=');
      expect(mail.text + mail.html).not.toContain('evil.example');
    }
  });

  it('resets the password with the mailed token, ends every session, and does not sign in', async () => {
    const account = await signUp(t, { headers: client });
    const second = (await signIn(account.email, account.password).expect(200)).body.sessionToken;
    await forgot(account.email).expect(202);
    const token = await mailedToken(account.email);
    const res = await reset(token, 'a brand new passphrase').expect(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    for (const session of [account.token, second])
      await t.http.post(CRYPTO_URL).send({ sessionToken: session }).expect(401);
    await signIn(account.email, account.password).expect(401);
    await signIn(account.email, 'a brand new passphrase').expect(200);
  });

  it('a token works once: 400 RESET_TOKEN_INVALID the second time', async () => {
    const account = await signUp(t, { headers: client });
    await forgot(account.email).expect(202);
    const token = await mailedToken(account.email);
    await reset(token, 'first new passphrase').expect(200);
    const again = await reset(token, 'second new passphrase').expect(400);
    expect(again.body).toEqual({
      statusCode: 400,
      code: 'RESET_TOKEN_INVALID',
      message: expect.stringContaining('no longer valid'),
    });
    await signIn(account.email, 'first new passphrase').expect(200);
  });

  it('using one token ends the other outstanding ones', async () => {
    const account = await signUp(t, { headers: client });
    await forgot(account.email).expect(202);
    const older = await mailedToken(account.email);
    await forgot(account.email).expect(202);
    const newer = await mailedToken(account.email);
    expect(newer).not.toBe(older);
    await reset(newer, 'first new passphrase').expect(200);
    expect((await reset(older, 'second new passphrase').expect(400)).body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('a token expires after one hour', async () => {
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    clock.mockReturnValue(new Date('2032-03-01T08:00:00Z'));
    const account = await signUp(t, { headers: client });
    await forgot(account.email).expect(202);
    const token = await mailedToken(account.email);
    clock.mockReturnValue(new Date('2032-03-01T09:00:00Z'));
    expect((await reset(token, 'too late passphrase').expect(400)).body.code).toBe('RESET_TOKEN_INVALID');

    clock.mockReturnValue(new Date('2032-03-02T08:00:00Z'));
    await forgot(account.email).expect(202);
    const fresh = await mailedToken(account.email);
    clock.mockReturnValue(new Date('2032-03-02T08:59:59Z'));
    await reset(fresh, 'just in time passphrase').expect(200);
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['malformed', 'not-a-token'],
  ])('an %s token: 400 RESET_TOKEN_INVALID', async (_label, token) => {
    expect((await reset(token, 'a fine passphrase').expect(400)).body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses a weak or common new password with 400 WEAK_PASSWORD and keeps the token', async () => {
    const account = await signUp(t, { headers: client });
    await forgot(account.email).expect(202);
    const token = await mailedToken(account.email);
    const short = await reset(token, 'short').expect(400);
    expect(short.body).toEqual({
      statusCode: 400,
      code: 'WEAK_PASSWORD',
      message: 'Use at least 8 characters',
    });
    expect((await reset(token, 'iloveyou').expect(400)).body.code).toBe('WEAK_PASSWORD');
    await reset(token, 'a strong passphrase').expect(200);
  });

  it('is for consumer accounts: 403 USE_SINGLE_SIGN_ON on the staff site', async () => {
    const res = await forgot(uniqueEmail()).set('host', STAFF_HOST).expect(403);
    expect(res.body.code).toBe('USE_SINGLE_SIGN_ON');
    expect(
      (await reset('A'.repeat(43), 'a fine passphrase').set('host', STAFF_HOST).expect(403)).body.code,
    ).toBe('USE_SINGLE_SIGN_ON');
  });

  it('mails an address at most 3 times in 15 minutes, still answering 202', async () => {
    const account = await signUp(t, { headers: client });
    const before = (await t.outbox()).filter((message) => message.to === account.email).length;
    for (let i = 0; i < 5; i += 1) await forgot(account.email).expect(202);
    const after = (await t.outbox()).filter((message) => message.to === account.email).length;
    expect(after - before).toBe(3);
  });

  it('throttles a client address: 429 TOO_MANY_ATTEMPTS with Retry-After after 20 requests or bad tokens', async () => {
    for (let i = 0; i < 10; i += 1) await forgot(uniqueEmail('nobody')).expect(202);
    for (let i = 0; i < 10; i += 1) await reset('A'.repeat(43), 'a fine passphrase').expect(400);
    const res = await forgot(uniqueEmail('nobody')).expect(429);
    expect(res.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await reset('A'.repeat(43), 'a fine passphrase').expect(429);
  });

  it.each([
    ['no email', {}],
    ['email not an address', { email: 'nobody' }],
    ['email an array', { email: ['a@example.com'] }],
    ['NUL in the email', { email: 'a\u0000@example.com' }],
    ['an unknown field', { email: 'a@example.com', admin: true }],
  ])('forgot-password refuses %s with 400', async (_label, body) => {
    const res = await t.http.post(FORGOT_URL).set(client).send(body).expect(400);
    expect(res.body.code).toEqual(expect.any(String));
  });

  it.each([
    ['no token', { password: 'a fine passphrase' }],
    ['no password', { token: 'A'.repeat(43) }],
    ['a 200-character token', { token: 'A'.repeat(200), password: 'a fine passphrase' }],
    ['a numeric password', { token: 'A'.repeat(43), password: 12345678 }],
    ['a 2,000-character password', { token: 'A'.repeat(43), password: 'p'.repeat(2000) }],
  ])('reset-password refuses %s with 400', async (_label, body) => {
    const res = await t.http.post(RESET_URL).set(client).send(body).expect(400);
    expect(res.body.code).toEqual(expect.any(String));
  });
});
