import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random characters after the prefix: 32^8, about 10^12 references. */
const LENGTH = 8;

/**
 * A new message reference ('C-7K3M9QXA'): short enough to read out, random so one sender cannot
 * guess another's. 256 is a multiple of 32, so each byte picks a character without bias.
 */
export function newContactReference(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(LENGTH);
  let text = 'C-';
  for (const byte of bytes) text += ALPHABET[byte % ALPHABET.length];
  return text;
}

export const CONTACT_REFERENCE_PATTERN = /^C-[0-9A-HJKMNP-TV-Z]{8}$/;
