import { Logger } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { customerSessions } from '../src/modules/identity/testing';
import { PROFILE_HUB_LOGOUT_TIMEOUT_MS } from '../src/modules/staff/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { LOGOUT_URL, signUp } from './support/accounts';
import { startProfileHubStub, type ProfileHubStub } from './support/profile-hub-stub';
import { signInStaffThroughProvider } from './support/staff-sign-in';
import { STAFF_HOST } from './support/site-hosts';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * SPEC §7 'A profile-hub session is deleted (DELETE) with a bearer token', at staff logout, with the
 * profile hub somewhere else on the network (OIDC_PROFILE_HUB_SESSION_URL, a stub on loopback):
 * the call the shop makes, and that nothing the provider does (refuse, hang, be down) fails the
 * logout. Against the development provider itself: staff-sign-in.api.spec.ts.
 */
describe("staff logout ends the provider's profile-hub session (SPEC §7)", () => {
  let t: TestApp;
  let hub: ProfileHubStub;
  let warn: jest.SpyInstance;
  beforeAll(async () => {
    hub = await startProfileHubStub();
    t = await startTestApp({ OIDC_PROFILE_HUB_SESSION_URL: hub.url });
  });
  afterAll(async () => {
    await t.close();
    await hub.close();
  });
  beforeEach(() => {
    hub.calls.length = 0;
    hub.behaviour = 'ends-session';
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => warn.mockRestore());

  const logout = (sessionToken: string | undefined) =>
    t.http.post('/api/idp/logout').set('Host', STAFF_HOST).send({ sessionToken });
  const accountInfo = (sessionToken: string | undefined) =>
    t.http.post('/api/idp/account-info').set('Host', STAFF_HOST).send({ sessionToken });
  const profileHubWarnings = () =>
    warn.mock.calls.filter(([message]) => /provider's session was not ended at logout/.test(String(message)));

  /** The session row's stored provider access token. */
  async function storedAccessToken(sessionToken: string | undefined): Promise<string | null | undefined> {
    const hash = createHash('sha256')
      .update(sessionToken ?? '')
      .digest('base64url');
    const [row] = await t.app
      .get<Database>(DATABASE)
      .select({ accessToken: customerSessions.accessToken })
      .from(customerSessions)
      .where(eq(customerSessions.tokenHash, hash));
    return row?.accessToken;
  }

  async function signedInStaff() {
    const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
    const accessToken = await storedAccessToken(outcome.sessionToken);
    expect(accessToken).toEqual(expect.any(String));
    return { sessionToken: outcome.sessionToken, accessToken: accessToken as string };
  }

  it("DELETEs the profile-hub session with the member's access token as bearer, and forgets the token", async () => {
    const { sessionToken, accessToken } = await signedInStaff();
    const res = await logout(sessionToken).expect(200);
    expect(new URL(res.body.redirectTo).pathname).toBe('/idp/session/end');
    expect(hub.calls).toEqual([
      { method: 'DELETE', path: '/profile-hub/session', authorization: `Bearer ${accessToken}` },
    ]);
    // The revoked session keeps no credential of the provider's.
    expect(await storedAccessToken(sessionToken)).toBeNull();
    expect(profileHubWarnings()).toEqual([]);
  });

  it('answers the logout as usual when the provider refuses, and logs it once', async () => {
    hub.behaviour = 'refuses';
    const { sessionToken } = await signedInStaff();
    const res = await logout(sessionToken).expect(200);
    expect(new URL(res.body.redirectTo).pathname).toBe('/idp/session/end');
    expect(String(res.headers['set-cookie'])).toMatch(/sessionToken=;/);
    await accountInfo(sessionToken).expect(401);
    expect(hub.calls).toHaveLength(1);
    expect(profileHubWarnings()).toEqual([[expect.stringMatching(/answered 401/)]]);
  });

  it('answers the logout within the timeout when the provider hangs', async () => {
    hub.behaviour = 'hangs';
    const { sessionToken } = await signedInStaff();
    const started = Date.now();
    const res = await logout(sessionToken).expect(200);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(PROFILE_HUB_LOGOUT_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(PROFILE_HUB_LOGOUT_TIMEOUT_MS + 1500);
    expect(new URL(res.body.redirectTo).pathname).toBe('/idp/session/end');
    await accountInfo(sessionToken).expect(401);
    expect(hub.calls).toHaveLength(1);
    expect(profileHubWarnings()).toEqual([[expect.stringMatching(/timeout/i)]]);
  });

  it("calls nothing for a consumer's logout on the consumer site", async () => {
    const consumer = await signUp(t);
    expect(await storedAccessToken(consumer.token)).toBeNull();
    await t.http.post(LOGOUT_URL).send({ sessionToken: consumer.token }).expect(200);
    expect(hub.calls).toEqual([]);
  });

  it('calls nothing for a visitor who is not signed in', async () => {
    await logout(undefined).expect(200);
    expect(hub.calls).toEqual([]);
  });

  // Last: the stub stops listening for good.
  it('answers the logout as usual when the provider is down, and logs it once', async () => {
    const { sessionToken } = await signedInStaff();
    await hub.close();
    const started = Date.now();
    const res = await logout(sessionToken).expect(200);
    expect(Date.now() - started).toBeLessThan(PROFILE_HUB_LOGOUT_TIMEOUT_MS + 1500);
    expect(new URL(res.body.redirectTo).pathname).toBe('/idp/session/end');
    await accountInfo(sessionToken).expect(401);
    expect(profileHubWarnings()).toEqual([[expect.stringMatching(/ECONNREFUSED/)]]);
  });
});
