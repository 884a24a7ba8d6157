import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of an .eml file with quoted-printable soft breaks and escapes undone (enough for links). */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Every message the e2e server wrote to its outbox (MAIL_OUTBOX_DIR = E2E_OUTBOX_DIR) that was sent
 * to `address`, decoded, oldest first.
 */
export function mailTo(address: string): string[] {
  const folder = process.env.E2E_OUTBOX_DIR;
  if (!folder) throw new Error('E2E_OUTBOX_DIR is not set (see playwright.config.ts)');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decodeMail(readFileSync(join(folder, name), 'utf8')))
    .filter((mail) => new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}
