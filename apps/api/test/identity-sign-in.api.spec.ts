import { startTestApp, type TestApp } from './support/test-app';

const TOKEN_URL = '/api/ecom/v1.0/create-customer-token';

describe('sign-up and sign-in (POST create-customer-token)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates an account with names and signs in', async () => {
    const res = await t.http
      .post(TOKEN_URL)
      .send({ email: 'Ada@Example.com', first_name: 'Ada', last_name: 'Lovelace', key: 'analytical engine' });
    expect(res.status).toBe(200);
    console.log(res.body, res.headers['set-cookie']);
  });
});
