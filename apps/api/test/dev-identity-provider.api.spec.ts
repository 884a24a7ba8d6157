import { startTestApp, type TestApp } from './support/test-app';

describe('development identity provider at /idp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('publishes its discovery document on the staff host', async () => {
    const res = await t.http
      .get('/idp/.well-known/openid-configuration')
      .set('Host', 'staff.localhost')
      .expect(200);
    expect(res.body.issuer).toBe('http://staff.localhost:3000/idp');
    console.log(JSON.stringify(res.body, null, 1).slice(0, 3000));
  });
});
