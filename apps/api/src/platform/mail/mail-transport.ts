import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { MailMessage } from './mail-message';

/** Where a message went: the SMTP server's message id, or the .eml file in the outbox. */
export interface MailReceipt {
  messageId: string;
  file?: string;
}

export interface MailTransport {
  readonly description: string;
  send(from: string, message: MailMessage): Promise<MailReceipt>;
  close(): void;
}

/** Longest an SMTP server may take to connect, greet or answer before a send fails. */
const SMTP_TIMEOUT_MS = 10_000;

/** Sends through the server at SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function smtpTransport(url: string, description: string): MailTransport {
  const transporter: Transporter = createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  } as Parameters<typeof createTransport>[0]);
  return {
    description,
    async send(from, message) {
      const info = await transporter.sendMail({ from, ...message });
      return { messageId: String(info.messageId) };
    },
    close: () => transporter.close(),
  };
}

/**
 * Writes each message as an .eml file (what an SMTP server would have received) to a folder, so
 * a development machine needs no mail server and tests read what was sent. The folder is made
 * with the first message, not at start-up: under DATA_DIR it would otherwise race the database's
 * own check of that folder, and a bad DATA_DIR must be reported as the database's (a StartupError
 * naming it), not as a bare mkdir failure.
 */
export function outboxTransport(folder: string): MailTransport {
  const transporter: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return {
    description: `outbox folder ${folder}`,
    async send(from, message) {
      // Sortable in the order sent: the time, then this process's count (two messages of one
      // millisecond keep their order), then a random part unique across processes.
      const sequence = String((sent += 1)).padStart(8, '0');
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomBytes(4).toString('hex')}.eml`;
      const info = await transporter.sendMail({ from, ...message });
      const file = join(folder, name);
      mkdirSync(folder, { recursive: true });
      writeFileSync(file, info.message as Buffer);
      return { messageId: String(info.messageId), file };
    },
    close: () => transporter.close(),
  };
}

/**
 * The outbox folder: MAIL_OUTBOX_DIR, else `outbox` under the PGlite data folder, else (a database
 * in memory) a new temporary folder, which the log names at start-up.
 */
export function outboxFolder(settings: { MAIL_OUTBOX_DIR?: string; DATA_DIR: string }): string {
  if (settings.MAIL_OUTBOX_DIR) return resolve(settings.MAIL_OUTBOX_DIR);
  if (settings.DATA_DIR.startsWith('memory://')) return mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  return resolve(settings.DATA_DIR, 'outbox');
}
