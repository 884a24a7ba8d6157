/** Whether a string of digits passes the Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The digits of a card number as people type it (spaces or dashes between groups allowed), when
 * it is 12 to 19 digits with a valid checksum; undefined otherwise.
 */
export function cardNumberDigits(number: unknown): string | undefined {
  if (typeof number !== 'string' || number.length > 40) return undefined;
  const digits = number.replace(/[ -]/g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? digits : undefined;
}

/** The card network by its number's prefix, for receipts. */
export function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** How far ahead an expiry year may be before it is taken for a typing error. */
const MAX_YEARS_AHEAD = 50;

export type ExpiryCheck = 'valid' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'expired_card';

/**
 * Whether a card's expiry (month 1-12, a 4-digit year or a 2-digit one meaning 20xx) is still
 * good at `now`: a card is good through the last day of its month, read in UTC.
 */
export function checkExpiry(expMonth: unknown, expYear: unknown, now: Date): ExpiryCheck {
  if (!Number.isInteger(expMonth) || (expMonth as number) < 1 || (expMonth as number) > 12)
    return 'invalid_expiry_month';
  if (!Number.isInteger(expYear)) return 'invalid_expiry_year';
  const year = (expYear as number) < 100 ? 2000 + (expYear as number) : (expYear as number);
  const thisYear = now.getUTCFullYear();
  if (year < 2000 || year > thisYear + MAX_YEARS_AHEAD) return 'invalid_expiry_year';
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && (expMonth as number) < thisMonth)) return 'expired_card';
  return 'valid';
}

/** Whether a security code has the length the card's network uses (4 for amex, else 3). */
export function isCvcValid(cvc: unknown, brand: string): boolean {
  return typeof cvc === 'string' && (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc);
}
