import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message the server wrote to its outbox, as far as a journey needs it. */
export interface SentMail {
  headers: string;
  /** The whole message with quoted-printable soft line breaks and escapes undone. */
  body: string;
}

/**
 * The messages in the server's outbox folder (E2E_OUTBOX_DIR, set by playwright.config.ts) whose
 * headers name `to` as a recipient, oldest first. Enough parsing to find a subject, a reference or
 * a link, no more.
 */
export function mailsTo(to: string): SentMail[] {
  const folder = process.env.E2E_OUTBOX_DIR;
  if (!folder || !existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'))
    .map((raw) => {
      const split = raw.indexOf('\n\n');
      return { headers: raw.slice(0, split), body: decodeQuotedPrintable(raw.slice(split + 2)) };
    })
    .filter((mail) => new RegExp(`^To: .*${escapeRegExp(to)}`, 'im').test(mail.headers));
}

/** Quoted-printable as nodemailer writes the text and HTML parts: soft breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
