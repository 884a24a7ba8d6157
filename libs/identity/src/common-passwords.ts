import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * True when the password (compared case-insensitively, surrounding spaces ignored) is in the
 * zxcvbn common-password list (about 49,000 entries from breach corpora). The set is built on the
 * first call and kept; a separate module from the policy so code that never asks (the storefront)
 * does not carry the list.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.trim().toLowerCase());
}
