const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every price on the site is shown in US dollars with cents (SPEC §3: USD only). */
export function formatPrice(amount: number): string {
  return USD.format(amount);
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
