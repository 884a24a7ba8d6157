/** Longest phone entry kept, formatting included. */
export const PHONE_MAX_LENGTH = 30;

const PHONE_CHARACTERS = /^\+?[0-9 ().-]+(?:\s*(?:x|ext\.?)\s*[0-9]{1,6})?$/i;

/**
 * Whether a phone number is plausible: lenient on purpose (shoppers type '(303) 555-0100',
 * '303.555.0100', '+1 303 555 0100', '3035550100 x12'), so only digits, spaces, brackets, dots,
 * dashes, a leading + and an extension are allowed, with 7 to 15 digits before any extension
 * (15 is the longest number E.164 allows). It does not dial-check the number.
 */
export function isPlausiblePhone(value: string): boolean {
  if (value.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(value)) return false;
  const main = value.split(/x|ext/i)[0];
  const digits = main.replace(/[^0-9]/g, '').length;
  return digits >= 7 && digits <= 15;
}
