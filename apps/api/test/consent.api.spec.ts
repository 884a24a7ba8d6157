import { Clock } from '../src/platform/clock/clock';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { CONSENT_HISTORY_KEPT, consentRecords } from '../src/modules/consent/testing';
import { postAs, signInStaff, signUpConsumer } from './support/account-sessions';
import { startTestApp, type TestApp } from './support/test-app';

const GET = '/api/consent/get';
const SAVE = '/api/consent/save';

describe("the signed-in shopper's cookie choices (POST /api/consent/...)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CONSENT_POLICY_VERSION: '2026-05' });
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  const choice = { functional: true, advertising: false, policyVersion: '2026-05' };

  it('has no choice for a new shopper, then answers the saved one with the server’s time', async () => {
    const ann = await signUpConsumer(t);
    expect((await postAs(t, ann, GET).expect(200)).body).toEqual({ consent: null });
    const at = new Date('2026-06-01T10:00:00.000Z');
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(at);
    const saved = await postAs(t, ann, SAVE, choice).expect(200);
    const expected = {
      consent: {
        functional: true,
        advertising: false,
        policyVersion: '2026-05',
        globalPrivacyControl: false,
        decidedAt: at.toISOString(),
      },
    };
    expect(saved.body).toEqual(expected);
    expect((await postAs(t, ann, GET).expect(200)).body).toEqual(expected);
  });

  it('answers the latest choice, so a change on one device is what another reads', async () => {
    const ann = await signUpConsumer(t);
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    clock.mockReturnValue(new Date('2026-06-01T10:00:00Z'));
    await postAs(t, ann, SAVE, { ...choice, functional: false }).expect(200);
    clock.mockReturnValue(new Date('2026-06-02T10:00:00Z'));
    await postAs(t, ann, SAVE, { ...choice, advertising: true }).expect(200);
    expect((await postAs(t, ann, GET).expect(200)).body.consent).toMatchObject({
      functional: true,
      advertising: true,
      decidedAt: '2026-06-02T10:00:00.000Z',
    });
  });

  it("leaves another customer's choice untouched and never shows it", async () => {
    const ann = await signUpConsumer(t, 'ann');
    const bob = await signUpConsumer(t, 'bob');
    await postAs(t, ann, SAVE, { ...choice, advertising: true }).expect(200);
    expect((await postAs(t, bob, GET).expect(200)).body).toEqual({ consent: null });
    await postAs(t, bob, SAVE, { ...choice, functional: false }).expect(200);
    expect((await postAs(t, ann, GET).expect(200)).body.consent).toMatchObject({
      functional: true,
      advertising: true,
    });
  });

  it('keeps advertising off when the browser sends Global Privacy Control (Sec-GPC: 1)', async () => {
    const ann = await signUpConsumer(t);
    const res = await postAs(t, ann, SAVE, { ...choice, advertising: true })
      .set('Sec-GPC', '1')
      .expect(200);
    expect(res.body.consent).toMatchObject({
      functional: true,
      advertising: false,
      globalPrivacyControl: true,
    });
  });

  it('refuses a choice made under another policy version: 409 CONSENT_POLICY_CHANGED', async () => {
    const ann = await signUpConsumer(t);
    const res = await postAs(t, ann, SAVE, { ...choice, policyVersion: '2025-01' }).expect(409);
    expect(res.body).toMatchObject({ code: 'CONSENT_POLICY_CHANGED' });
    expect(res.body.message).toContain("'2026-05'");
    expect((await postAs(t, ann, GET).expect(200)).body).toEqual({ consent: null });
  });

  it.each([
    ['a missing category', { advertising: false, policyVersion: '2026-05' }],
    ['a category that is not a boolean', { ...choice, functional: 'yes' }],
    ['a malformed policy version', { ...choice, policyVersion: 'v:1' }],
    ['an oversized policy version', { ...choice, policyVersion: 'v'.repeat(33) }],
    ['an unknown field', { ...choice, required: false }],
  ])('answers 400 for %s, storing nothing', async (_label, body) => {
    const ann = await signUpConsumer(t);
    const res = await postAs(t, ann, SAVE, body).expect(400);
    expect(res.body.code).toEqual(expect.any(String));
    expect((await postAs(t, ann, GET).expect(200)).body).toEqual({ consent: null });
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    await t.http.post(GET).set('X-Shop-Client', 'storefront').send({}).expect(401);
    await t.http.post(SAVE).set('X-Shop-Client', 'storefront').send(choice).expect(401);
  });

  it(`keeps a customer's latest ${CONSENT_HISTORY_KEPT} choices, not an unbounded log`, async () => {
    const ann = await signUpConsumer(t);
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    for (let i = 0; i < CONSENT_HISTORY_KEPT + 3; i += 1) {
      clock.mockReturnValue(new Date(Date.UTC(2026, 5, 1, 0, i)));
      await postAs(t, ann, SAVE, { ...choice, functional: i % 2 === 0 }).expect(200);
    }
    const rows = await t.app.get<Database>(DATABASE).select().from(consentRecords);
    const annRows = rows.filter((row) => row.customerId === ann.customerId);
    expect(annRows).toHaveLength(CONSENT_HISTORY_KEPT);
    expect(Math.min(...annRows.map((row) => row.decidedAt.getTime()))).toBe(Date.UTC(2026, 5, 1, 0, 3));
  });

  it('works for a staff member on the staff site', async () => {
    const sam = await signInStaff(t);
    await postAs(t, sam, SAVE, choice).expect(200);
    expect((await postAs(t, sam, GET).expect(200)).body.consent).toMatchObject({ functional: true });
  });
});
