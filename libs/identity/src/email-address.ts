/**
 * The form an email address is stored and compared in: surrounding spaces removed, Unicode in
 * its composed form, lower-cased. Mailbox names are case-sensitive in theory but not at any
 * provider people use, and one person typing 'Ada@Example.com' and 'ada@example.com' must reach
 * one account.
 */
export function normalizeEmail(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}
