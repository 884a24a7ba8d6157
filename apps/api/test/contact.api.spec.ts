import { CONTACT_LIMITS } from '@shop/identity';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../src/modules/contact/testing';
import { DATABASE, type Database } from '../src/platform/database/database.types';
import { startTestApp, type TestApp } from './support/test-app';

const SUPPORT = 'help@shop.example';
const DTC = 'localhost:3000';
const STAFF = 'staff.localhost:3000';

/** A message every test starts from; each test gives it its own address (the per-email limit). */
function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    topic: 'order',
    orderNumber: '#1001',
    message: 'My order arrived without the kibble.\nCan you send it again?',
    ...overrides,
  };
}

describe('POST /api/send-contact-us', () => {
  let t: TestApp;
  let db: Database;
  beforeAll(async () => {
    t = await startTestApp({ SUPPORT_EMAIL: SUPPORT });
    db = t.app.get(DATABASE);
  });
  afterAll(() => t.close());

  const send = (data: unknown, host = DTC) =>
    t.http.post('/api/send-contact-us').set('Host', host).send({ data });

  async function stored(reference: string) {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.reference, reference));
    return row;
  }

  async function mailsTo(address: string) {
    return (await t.outbox()).filter((mail) => mail.to.includes(address) || mail.replyTo === address);
  }

  it('keeps a good message, mails support with a reply-to of the sender, and acknowledges the sender', async () => {
    const res = await send(form({ email: 'good@example.com' })).expect(200);
    expect(res.body).toEqual({ status: 'received', reference: expect.stringMatching(/^C-[0-9A-Z]{8}$/) });
    const reference = res.body.reference as string;

    const row = await stored(reference);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({
      site: 'DTC',
      name: 'Ada Lovelace',
      email: 'good@example.com',
      topic: 'order',
      orderNumber: '#1001',
      message: 'My order arrived without the kibble.\nCan you send it again?',
      spam: false,
    });

    const mails = await mailsTo('good@example.com');
    const toSupport = mails.find((mail) => mail.to === SUPPORT);
    expect(toSupport).toMatchObject({ replyTo: 'good@example.com' });
    expect(toSupport?.subject).toBe(`Contact form: An order (${reference})`);
    expect(toSupport?.text).toContain('From: Ada Lovelace <good@example.com>');
    expect(toSupport?.text).toContain('Order number: #1001');
    expect(toSupport?.text).toContain('My order arrived without the kibble.\nCan you send it again?');
    expect(toSupport?.text).toContain('Shop Pet Nutrition');

    const acknowledgement = mails.find((mail) => mail.to === 'good@example.com');
    expect(acknowledgement).toMatchObject({ subject: 'We have your message', replyTo: SUPPORT });
    expect(acknowledgement?.text).toContain('about: An order');
    expect(acknowledgement?.text).toContain(reference);
    // What the sender typed never goes back out to whatever address was entered.
    expect(acknowledgement?.text).not.toContain('kibble');
    expect(acknowledgement?.text).not.toContain('Ada');
  });

  it('leaves the order number out when there is none', async () => {
    const res = await send(form({ email: 'no-order@example.com', orderNumber: undefined })).expect(200);
    expect((await stored(res.body.reference))?.orderNumber).toBeNull();
    const toSupport = (await mailsTo('no-order@example.com')).find((mail) => mail.to === SUPPORT);
    expect(toSupport?.text).not.toContain('Order number');
  });

  it('escapes what the sender wrote in the HTML of the support mail', async () => {
    await send(
      form({
        email: 'html@example.com',
        name: '<b>Eve</b>',
        message: '<script>alert(1)</script> & <img src=x onerror=alert(1)>',
      }),
    ).expect(200);
    const toSupport = (await mailsTo('html@example.com')).find((mail) => mail.to === SUPPORT);
    expect(toSupport?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;img');
    expect(toSupport?.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(toSupport?.html).not.toContain('<script>');
    expect(toSupport?.html).not.toContain('<img');
  });

  it('is answered on the staff site too, kept as a staff-site message and signed as that site', async () => {
    const res = await send(form({ email: 'staff@clinic.example', topic: 'autoship' }), STAFF).expect(200);
    expect((await stored(res.body.reference))?.site).toBe('HPSF');
    const mails = await mailsTo('staff@clinic.example');
    expect(mails.find((mail) => mail.to === SUPPORT)?.text).toContain('Pro Staff Feeding');
    expect(mails.find((mail) => mail.to === 'staff@clinic.example')?.text).toContain(
      'Thank you for writing to Pro Staff Feeding',
    );
  });

  describe('refuses a bad field with 400 naming it', () => {
    it.each([
      ['name', { name: '' }],
      ['name', { name: '   ' }],
      ['name', { name: 'n'.repeat(CONTACT_LIMITS.name + 1) }],
      ['name', { name: 'Ada\nBcc: eve@example.com' }],
      ['name', { name: 42 }],
      ['name', { name: undefined }],
      ['email', { email: 'not-an-address' }],
      ['email', { email: 'ada@example.com, eve@example.com' }],
      ['email', { email: 'Ada <ada@example.com>' }],
      ['email', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }],
      ['email', { email: undefined }],
      ['topic', { topic: 'refund' }],
      ['topic', { topic: undefined }],
      ['orderNumber', { orderNumber: 'ORDER-1' }],
      ['orderNumber', { orderNumber: '' }],
      ['orderNumber', { orderNumber: `#${'1'.repeat(20)}` }],
      ['message', { message: '' }],
      ['message', { message: ' \n ' }],
      ['message', { message: 'm'.repeat(CONTACT_LIMITS.message + 1) }],
      ['message', { message: 'ring the bell\u0007' }],
      ['message', { message: ['an', 'array'] }],
      ['website', { website: 'w'.repeat(CONTACT_LIMITS.website + 1) }],
    ])('%s (case %#)', async (field, overrides) => {
      const res = await send(form({ email: 'bad-field@example.com', ...overrides })).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.map((detail: { field: string }) => detail.field)).toEqual([`data.${field}`]);
    });

    it('an unknown field', async () => {
      const res = await send(form({ email: 'unknown@example.com', phone: '555-0100' })).expect(400);
      expect(res.body.details.map((detail: { field: string }) => detail.field)).toEqual(['data.phone']);
    });

    it.each([
      ['no data', {}],
      ['data as text', { data: 'hello' }],
      ['data as a list', { data: [form()] }],
      ['the form outside data', form()],
    ])('%s', async (_label, body) => {
      const res = await t.http.post('/api/send-contact-us').set('Host', DTC).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('keeps and mails nothing for a refused message', async () => {
      await send(form({ email: 'refused@example.com', topic: 'refund' })).expect(400);
      expect(await mailsTo('refused@example.com')).toEqual([]);
      const rows = await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'refused@example.com'));
      expect(rows).toEqual([]);
    });
  });

  it('refuses NUL bytes and a body over the limit with 4xx, never a 500', async () => {
    const nul = await send(form({ email: 'nul@example.com', message: 'hello\u0000world' }));
    expect(nul.status).toBe(400);
    const huge = await send(form({ email: 'huge@example.com', message: 'm'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a filled spam trap exactly like a message, keeps it flagged and mails no one', async () => {
    const caught = await send(
      form({ email: 'bot@spam.example', website: 'http://cheap-pills.example' }),
    ).expect(200);
    const person = await send(form({ email: 'person@example.com', website: '' })).expect(200);
    expect(Object.keys(caught.body)).toEqual(Object.keys(person.body));
    expect(caught.body).toEqual({ status: 'received', reference: expect.stringMatching(/^C-[0-9A-Z]{8}$/) });

    expect(await stored(caught.body.reference)).toMatchObject({ email: 'bot@spam.example', spam: true });
    expect(await stored(person.body.reference)).toMatchObject({ spam: false });
    expect(await mailsTo('bot@spam.example')).toEqual([]);
    expect(await mailsTo('person@example.com')).toHaveLength(2);
  });

  it('takes 5 messages an hour from one email address, then 429 TOO_MANY_MESSAGES with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) await send(form({ email: 'busy@example.com' })).expect(200);
    const refused = await send(form({ email: 'Busy@Example.com' })).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_MESSAGES');
    expect(refused.body.message).toMatch(/try again in \d+ minutes?/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not held back, and the refused message was neither kept nor mailed.
    await send(form({ email: 'other@example.com' })).expect(200);
    expect(await mailsTo('busy@example.com')).toHaveLength(10);
  });
});

describe('POST /api/send-contact-us per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMITS: 'contact=2' });
  });
  afterAll(() => t.close());

  it("is in the 'contact' rate-limit tier: a client's third message in a minute is 429 RATE_LIMITED", async () => {
    const statuses: number[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      const res = await t.http
        .post('/api/send-contact-us')
        .set('Host', DTC)
        .send({ data: form({ email }) });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body.code).toBe('RATE_LIMITED');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    // Other calls are in their own tier.
    await t.http.get('/api/health/live').expect(200);
  });
});
