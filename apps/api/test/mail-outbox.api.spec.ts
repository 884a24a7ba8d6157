import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { outboxFolder, outboxTransport } from '../src/platform/mail/mail-transport';
import { renderMail } from '../src/platform/mail/mail-template';
import { MailService } from '../src/platform/mail/mail.service';
import { readOutbox } from './support/outbox';

describe('the mail outbox (no SMTP_URL)', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'outbox-spec-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const message = renderMail('zoë@example.com', {
    subject: 'Wir haben Ihre Nachricht erhalten – danke',
    greeting: 'Hello Zoë,',
    paragraphs: ['A line long enough to be folded by quoted-printable encoding, '.repeat(3)],
    action: { label: 'Open', url: 'http://localhost:3000/shelter/reset-password?token=abc_DEF-123' },
    siteTitle: 'Shop Pet Nutrition',
  });

  it('writes each message as an .eml file that reads back as sent', async () => {
    const mail = new MailService(outboxTransport(folder), 'Shop <no-reply@shop.example>');
    const receipt = await mail.send({ ...message, replyTo: 'support@shop.example' });
    expect(receipt.file?.startsWith(folder)).toBe(true);
    const [sent] = readOutbox(folder);
    expect(sent.to).toBe('zoë@example.com');
    expect(sent.from).toBe('Shop <no-reply@shop.example>');
    expect(sent.replyTo).toBe('support@shop.example');
    expect(sent.subject).toBe(message.subject);
    expect(sent.text).toContain('http://localhost:3000/shelter/reset-password?token=abc_DEF-123');
    expect(sent.text).toContain(message.text.split('\n')[2].trim());
    expect(sent.html).toContain('Hello Zoë,');
  });

  it('sendLater never throws, and idle waits for what it queued', async () => {
    const mail = new MailService(outboxTransport(folder), 'Shop <no-reply@shop.example>');
    mail.sendLater(message);
    mail.sendLater({ ...message, subject: 'second' });
    await mail.idle();
    expect(
      readOutbox(folder)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['second', message.subject].sort());
  });

  it('a failing transport is logged, not thrown, by sendLater', async () => {
    const failing = {
      description: 'broken',
      send: () => Promise.reject(new Error('connection refused')),
      close: () => undefined,
    };
    const mail = new MailService(failing, 'Shop <no-reply@shop.example>');
    mail.sendLater(message);
    await expect(mail.idle()).resolves.toBeUndefined();
    await expect(mail.send(message)).rejects.toThrow('connection refused');
  });

  it('chooses MAIL_OUTBOX_DIR, else the data folder, else a temporary folder', () => {
    expect(outboxFolder({ MAIL_OUTBOX_DIR: folder, DATA_DIR: '.data' })).toBe(folder);
    expect(outboxFolder({ DATA_DIR: '/srv/shop-data' })).toBe('/srv/shop-data/outbox');
    const temporary = outboxFolder({ DATA_DIR: 'memory://' });
    expect(temporary.startsWith(tmpdir())).toBe(true);
    rmSync(temporary, { recursive: true, force: true });
  });
});
