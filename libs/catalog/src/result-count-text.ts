const COUNT = new Intl.NumberFormat('en-US');

/**
 * The product count above a listing or search results: '1 product', '53 products', '1,234
 * products'. A search stops counting at its candidate limit (the answer's `totalIsLowerBound`),
 * and then says so: '500+ products', never a precise number that is not the truth.
 */
export function resultCountText(total: number, totalIsLowerBound = false): string {
  if (totalIsLowerBound) return `${COUNT.format(total)}+ products`;
  return `${COUNT.format(total)} ${total === 1 ? 'product' : 'products'}`;
}
