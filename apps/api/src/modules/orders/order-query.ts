import { BadRequestError } from '../../platform/errors/app-error';
import type { OrderStatus } from './new-order';
import { orderNumberOf } from './order-ids';

/** What a get-shopify-orders `query` may ask for. */
export interface OrderFilter {
  status?: OrderStatus;
  number?: string;
}

const STATUSES: readonly OrderStatus[] = ['placed', 'shipped', 'cancelled'];

/**
 * Reads the URL-encoded search of get-shopify-orders (SPEC §7 'query'), in the hosted platform's
 * `field:value` style, terms separated by spaces: `status:shipped`, `name:SPN-100123` (the order
 * number), or both. Empty means every order. Anything else is 400 INVALID_ORDER_QUERY, so a typo
 * is never silently read as 'all orders'.
 */
export function parseOrderQuery(query: string | undefined): OrderFilter {
  if (query === undefined) return {};
  let text: string;
  try {
    text = decodeURIComponent(query.replace(/\+/g, ' '));
  } catch {
    throw invalid(`query is not URL-encoded text`);
  }
  const filter: OrderFilter = {};
  for (const term of text.split(/\s+/).filter((part) => part !== '')) {
    const colon = term.indexOf(':');
    const field = colon < 0 ? term : term.slice(0, colon).toLowerCase();
    const value = colon < 0 ? '' : term.slice(colon + 1);
    if (
      field === 'status' &&
      !filter.status &&
      (STATUSES as readonly string[]).includes(value.toLowerCase())
    ) {
      filter.status = value.toLowerCase() as OrderStatus;
    } else if (field === 'name' && !filter.number && orderNumberOf(value)) {
      filter.number = orderNumberOf(value);
    } else {
      throw invalid(`'${printable(term)}' is not a search this call understands`);
    }
  }
  return filter;
}

function invalid(reason: string): BadRequestError {
  return new BadRequestError(
    'INVALID_ORDER_QUERY',
    `${reason}: use status:placed, status:shipped, status:cancelled and/or name:{order number}, URL-encoded`,
  );
}

/** The term as it may be quoted back: control characters shown as '?', at most 40 characters. */
function printable(term: string): string {
  const shown = [...term].map((char) => (char < ' ' || char === '\u007f' ? '?' : char)).join('');
  return shown.length > 40 ? `${shown.slice(0, 40)}...` : shown;
}
