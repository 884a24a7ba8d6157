import { STAFF_HOST } from './support/site-hosts';
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
});
