import { BadRequestError } from '../../platform/errors/app-error';
import type { OrderStatus } from './new-order';
import { orderNumberOf } from './order-ids';

/**
 * What a get-shopify-orders `query` asks for. `statuses` is the set an order's status must be in
 * (every status term narrows it; empty matches nothing); placed times are a half-open range.
 */
export interface OrderFilter {
  statuses?: readonly OrderStatus[];
  number?: string;
  placedFrom?: Date;
  placedBefore?: Date;
}

const ALL: readonly OrderStatus[] = ['placed', 'shipped', 'cancelled'];
const NOT_CANCELLED: readonly OrderStatus[] = ['placed', 'shipped'];

/**
 * The hosted platform's order-search values (SPEC §1: the orders live there, and its clients send
 * its syntax), mapped onto our three statuses. A placed order is paid (the payment is taken at
 * checkout) and open; shipping fulfils and closes it; a cancelled one is refunded. Values the
 * platform knows but our orders never reach (pending, partial...) match nothing rather than 400,
 * so a client's ordinary search still answers.
 */
const STATUS_TERMS: Readonly<Record<string, Readonly<Record<string, readonly OrderStatus[]>>>> = {
  status: {
    any: ALL,
    open: ['placed'],
    closed: ['shipped'],
    cancelled: ['cancelled'],
    placed: ['placed'],
    shipped: ['shipped'],
  },
  financial_status: {
    any: ALL,
    paid: NOT_CANCELLED,
    authorized: NOT_CANCELLED,
    refunded: ['cancelled'],
    voided: ['cancelled'],
    pending: [],
    partially_paid: [],
    partially_refunded: [],
    unpaid: [],
    expired: [],
  },
  fulfillment_status: {
    any: ALL,
    shipped: ['shipped'],
    fulfilled: ['shipped'],
    unshipped: ['placed', 'cancelled'],
    unfulfilled: ['placed', 'cancelled'],
    partial: [],
    scheduled: [],
    on_hold: [],
  },
};

/** created_at comparisons: `created_at:>=2026-01-01`, `created_at:<'2026-02-01T00:00:00Z'`. */
const CREATED_AT = /^(>=|<=|>|<)?(.+)$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 86_400_000;
const ONE_MS = 1;

/**
 * Reads the URL-encoded search of get-shopify-orders (SPEC §7 'query') in the hosted platform's
 * syntax: `field:value` terms separated by spaces, all of which must hold. Understood: `status:`
 * (any, open, closed, cancelled, and our own placed, shipped), `financial_status:`,
 * `fulfillment_status:`, `name:` (the order number, '#' optional) and `created_at:` with
 * `>=`, `>`, `<=`, `<` or none, on a date (a whole UTC day) or an ISO time. Each field once.
 * Empty means every order. Anything else is 400 INVALID_ORDER_QUERY, so a typo or an OR is never
 * silently read as 'all orders'.
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
  const seen = new Set<string>();
  for (const term of text.split(/\s+/).filter((part) => part !== '')) {
    const colon = term.indexOf(':');
    const field = colon < 0 ? term : term.slice(0, colon).toLowerCase();
    const value = unquoted(colon < 0 ? '' : term.slice(colon + 1));
    if (colon < 0 || value === '') throw invalid(`'${printable(term)}' is not a field:value term`);
    if (seen.has(field)) throw invalid(`'${printable(field)}' is given twice`);
    seen.add(field);
    if (field in STATUS_TERMS) narrowStatuses(filter, STATUS_TERMS[field], value, term);
    else if (field === 'name') filter.number = orderNumber(value, term);
    else if (field === 'created_at') placedRange(filter, value, term);
    else throw invalid(`'${printable(term)}' is not a search this call understands`);
  }
  return filter;
}

function narrowStatuses(
  filter: OrderFilter,
  values: Readonly<Record<string, readonly OrderStatus[]>>,
  value: string,
  term: string,
): void {
  const statuses = Object.hasOwn(values, value.toLowerCase()) ? values[value.toLowerCase()] : undefined;
  if (!statuses) throw invalid(`'${printable(term)}' is not a value this call understands`);
  const current = filter.statuses ?? ALL;
  filter.statuses = current.filter((status) => statuses.includes(status));
}

function orderNumber(value: string, term: string): string {
  const number = orderNumberOf(value.startsWith('#') ? value.slice(1) : value);
  if (!number) throw invalid(`'${printable(term)}' is not an order number`);
  return number;
}

/** Folds one created_at comparison into the half-open range [placedFrom, placedBefore). */
function placedRange(filter: OrderFilter, value: string, term: string): void {
  const [, operator = '', when] = CREATED_AT.exec(value) ?? [];
  const time = when === undefined ? undefined : instant(unquoted(when));
  if (!time) throw invalid(`'${printable(term)}' is not a date (YYYY-MM-DD) or an ISO time`);
  // A date stands for its whole UTC day, so '<=2026-01-31' includes that day's orders.
  const end = new Date(time.start.getTime() + time.length);
  if (operator === '>=') filter.placedFrom = time.start;
  else if (operator === '>') filter.placedFrom = end;
  else if (operator === '<') filter.placedBefore = time.start;
  else if (operator === '<=') filter.placedBefore = end;
  else {
    filter.placedFrom = time.start;
    filter.placedBefore = end;
  }
}

function instant(text: string): { start: Date; length: number } | undefined {
  const isDate = DATE_ONLY.test(text);
  if (!isDate && !DATE_TIME.test(text)) return undefined;
  const start = new Date(isDate ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(start.getTime())) return undefined;
  // '2026-02-30' parses as 2 March: refuse it rather than answer for another day.
  if (isDate && start.toISOString().slice(0, 10) !== text) return undefined;
  return { start, length: isDate ? DAY_MS : ONE_MS };
}

function unquoted(value: string): string {
  return /^(['"]).*\1$/.test(value) && value.length >= 2 ? value.slice(1, -1) : value;
}

function invalid(reason: string): BadRequestError {
  return new BadRequestError(
    'INVALID_ORDER_QUERY',
    `${reason}: use status:(any|open|closed|cancelled), financial_status:, fulfillment_status:, name:{order number} and created_at:(>=|>|<=|<){YYYY-MM-DD}, space-separated and URL-encoded`,
  );
}

/** The term as it may be quoted back: control characters shown as '?', at most 40 characters. */
function printable(term: string): string {
  const shown = [...term].map((char) => (char < ' ' || char === '\u007f' ? '?' : char)).join('');
  return shown.length > 40 ? `${shown.slice(0, 40)}...` : shown;
}
