import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { customerSessions } from '../src/modules/identity/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { STAFF_HOST } from './support/site-hosts';
import { signInStaffThroughProvider } from './support/staff-sign-in';
import { startTestApp, type TestApp } from './support/test-app';

describe('development identity provider at /idp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('publishes its discovery document on the staff site: code flow with PKCE (S256), both logouts', async () => {
    const res = await t.http.get('/idp/.well-known/openid-configuration').set('Host', STAFF_HOST).expect(200);
    expect(res.body).toMatchObject({
      issuer: 'http://staff.localhost:3000/idp',
      code_challenge_methods_supported: ['S256'],
      end_session_endpoint: expect.stringMatching(/\/idp\/session\/end$/),
      backchannel_logout_supported: true,
      scopes_supported: expect.arrayContaining(['openid', 'staff']),
      claims_supported: expect.arrayContaining([
        'SAP_CustomerAccountGroup',
        'SF_PreferedShipTo',
        'clinicAddress',
      ]),
    });
  });

  it('refuses an authorization request without PKCE', async () => {
    const res = await t.http
      .get(
        '/idp/auth?client_id=pro-staff-feeding&response_type=code&scope=openid&redirect_uri=http%3A%2F%2Fstaff.localhost%3A3000%2Fapi%2Fidp%2Fcallback',
      )
      .set('Host', STAFF_HOST);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/error=invalid_request/);
    expect(res.headers.location).toMatch(/requires\+PKCE/);
  });

  it('refuses a redirect address the shop did not register', async () => {
    const res = await t.http
      .get(
        '/idp/auth?client_id=pro-staff-feeding&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fevil.example%2F',
      )
      .set('Host', STAFF_HOST);
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  describe("the profile hub's session DELETE (SPEC §7)", () => {
    const PATH = '/idp/profile-hub/session';
    const remove = (authorization?: string) => {
      const req = t.http.delete(PATH).set('Host', STAFF_HOST);
      return authorization ? req.set('Authorization', authorization) : req;
    };

    /** A member's access token, as the shop keeps it with their session. */
    async function accessTokenOfSignedInMember(): Promise<string> {
      const outcome = await signInStaffThroughProvider(t, 'registered.staff@staff.example');
      const hash = createHash('sha256')
        .update(outcome.sessionToken ?? '')
        .digest('base64url');
      const [row] = await t.app
        .get<Database>(DATABASE)
        .select({ accessToken: customerSessions.accessToken })
        .from(customerSessions)
        .where(eq(customerSessions.tokenHash, hash));
      expect(row?.accessToken).toEqual(expect.any(String));
      return row.accessToken as string;
    }

    it('ends the session the bearer access token belongs to, and revokes the token', async () => {
      const token = await accessTokenOfSignedInMember();
      await t.http.get('/idp/me').set('Host', STAFF_HOST).set('Authorization', `Bearer ${token}`).expect(200);
      const res = await remove(`Bearer ${token}`).expect(204);
      expect(res.headers['cache-control']).toBe('no-store');
      await t.http.get('/idp/me').set('Host', STAFF_HOST).set('Authorization', `Bearer ${token}`).expect(401);
      // Once ended, the same token ends nothing more.
      const again = await remove(`Bearer ${token}`).expect(401);
      expect(again.body.error).toBe('invalid_token');
    });

    it('refuses a call without a bearer token, or with one it never issued (RFC 6750)', async () => {
      for (const authorization of [undefined, 'Basic abc', 'Bearer ', `Bearer ${'x'.repeat(600)}`]) {
        const res = await remove(authorization).expect(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer realm="profile-hub"/);
        expect(res.body.error).toBe('invalid_request');
      }
      const unknown = await remove('Bearer not-a-token-it-issued').expect(401);
      expect(unknown.headers['www-authenticate']).toContain('error="invalid_token"');
    });

    it('answers other methods with 405', async () => {
      const res = await t.http.get(PATH).set('Host', STAFF_HOST).expect(405);
      expect(res.headers.allow).toBe('DELETE');
    });
  });
});
