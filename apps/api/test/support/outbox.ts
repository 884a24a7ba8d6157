import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One message of the outbox folder as a test reads it. */
export interface OutboxMessage {
  file: string;
  to: string;
  from: string;
  subject: string;
  replyTo?: string;
  /** The text/plain part, transfer encoding undone. */
  text: string;
  /** The text/html part, transfer encoding undone. */
  html: string;
}

/** The messages in an outbox folder, oldest first. */
export function readOutbox(folder: string): OutboxMessage[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseEml(join(folder, name)));
}

function parseEml(file: string): OutboxMessage {
  const raw = readFileSync(file, 'utf8');
  const headerEnd = raw.indexOf('\n\n');
  const headers = unfold(raw.slice(0, headerEnd));
  const header = (name: string) => decodeWords(headers.get(name.toLowerCase()) ?? '');
  return {
    file,
    to: header('to'),
    from: header('from'),
    subject: header('subject'),
    replyTo: headers.has('reply-to') ? header('reply-to') : undefined,
    text: part(raw, 'text/plain'),
    html: part(raw, 'text/html'),
  };
}

function unfold(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) as nodemailer writes them. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function part(raw: string, type: string): string {
  const start = raw.toLowerCase().indexOf(`content-type: ${type}`);
  if (start < 0) return '';
  const rest = raw.slice(start);
  const headerEnd = rest.indexOf('\n\n');
  const partHeaders = unfold(rest.slice(0, headerEnd));
  const bodyAndAfter = rest.slice(headerEnd + 2);
  const boundary = bodyAndAfter.search(/\n--/);
  const body = boundary < 0 ? bodyAndAfter : bodyAndAfter.slice(0, boundary);
  const encoding = (partHeaders.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
