/**
 * Every price on the site is shown in US dollars with cents (SPEC §3: USD only), exactly as
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` prints it ('$1,234.50',
 * '-$4.00'), without it: building that formatter is the costliest single step of a page's start
 * (10-70 ms in Chromium on this machine, four times that on Lighthouse's phone), and the listing's
 * first view only needs dollars and cents. Like ICU, the amount is rounded half away from zero
 * from its shortest decimal form (`String(1.005)` is '1.005', so '$1.01').
 */
export function formatPrice(amount: number): string {
  if (!Number.isFinite(amount)) return `${amount < 0 ? '-' : ''}$${Number.isNaN(amount) ? 'NaN' : '∞'}`;
  const negative = amount < 0 || Object.is(amount, -0);
  const [whole, cents] = roundedToCents(Math.abs(amount));
  return `${negative ? '-' : ''}$${groupThousands(whole)}.${cents}`;
}

/** The dollars (digits) and two-digit cents of a non-negative finite amount, rounded half up. */
function roundedToCents(amount: number): [string, string] {
  const [digits, exponent] = decimalDigits(amount);
  // digits × 10^exponent; keep two places after the point, then round on the third.
  const scale = exponent + 2;
  if (scale >= 0) return split(digits + '0'.repeat(scale));
  const kept = digits.length + scale;
  if (kept < 0) return ['0', '00'];
  const head = digits.slice(0, kept) || '0';
  const roundsUp = Number(digits[kept] ?? '0') >= 5;
  return split(roundsUp ? incrementDecimal(head) : head);
}

/** The shortest decimal digits of a non-negative finite number and their power of ten. */
function decimalDigits(amount: number): [string, number] {
  const [mantissa, exponentPart] = String(amount).split('e');
  const [integer, fraction = ''] = mantissa.split('.');
  const digits = (integer + fraction).replace(/^0+(?=\d)/, '');
  return [digits, Number(exponentPart ?? 0) - fraction.length];
}

/** Adds one to a string of decimal digits ('199' -> '200'), however long. */
function incrementDecimal(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/** A count of cents as digits -> [dollars without leading zeros, two-digit cents]. */
function split(cents: string): [string, string] {
  const padded = cents.padStart(3, '0');
  const dollars = padded.slice(0, -2).replace(/^0+(?=\d)/, '');
  return [dollars, padded.slice(-2)];
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * Integer cents as the platform's decimal amount string ('54.99'), exactly (no floating point):
 * what a listing card's `priceCents` is on the product page's money shape.
 */
export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
