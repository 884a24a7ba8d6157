const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every price on the site is shown in US dollars with cents (SPEC §3: USD only). */
export function formatPrice(amount: number): string {
  return USD.format(amount);
}
