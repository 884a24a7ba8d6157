import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { parseOrderQuery } from './order-query';

describe('parseOrderQuery (get-shopify-orders query, URL-encoded)', () => {
  it('reads nothing as every order', () => {
    expect(parseOrderQuery(undefined)).toEqual({});
    expect(parseOrderQuery('')).toEqual({});
    expect(parseOrderQuery('%20')).toEqual({});
  });

  it('reads a status filter, encoded or not', () => {
    expect(parseOrderQuery('status%3Ashipped')).toEqual({ statuses: ['shipped'] });
    expect(parseOrderQuery('status:CANCELLED')).toEqual({ statuses: ['cancelled'] });
  });

  it('reads an order number and a status together (space as %20 or +)', () => {
    expect(parseOrderQuery('status%3Aplaced%20name%3Aspn-100001')).toEqual({
      statuses: ['placed'],
      number: 'SPN-100001',
    });
    expect(parseOrderQuery('status:placed+name:PSF-100002')).toEqual({
      statuses: ['placed'],
      number: 'PSF-100002',
    });
    expect(parseOrderQuery(encodeURIComponent('name:#SPN-100001'))).toEqual({ number: 'SPN-100001' });
  });

  // The hosted platform's order search (SPEC §1), as its clients send it, on our three statuses.
  it.each([
    ['status:any', ['placed', 'shipped', 'cancelled']],
    ['status:open', ['placed']],
    ['status:closed', ['shipped']],
    ['status:cancelled', ['cancelled']],
    ['financial_status:paid', ['placed', 'shipped']],
    ['financial_status:authorized', ['placed', 'shipped']],
    ['financial_status:refunded', ['cancelled']],
    ['financial_status:voided', ['cancelled']],
    ['financial_status:pending', []],
    ['fulfillment_status:shipped', ['shipped']],
    ['fulfillment_status:fulfilled', ['shipped']],
    ['fulfillment_status:unshipped', ['placed', 'cancelled']],
    ['fulfillment_status:unfulfilled', ['placed', 'cancelled']],
    ['fulfillment_status:partial', []],
  ])('reads %s as the statuses %j', (query, statuses) => {
    expect(parseOrderQuery(encodeURIComponent(query))).toEqual({ statuses });
  });

  it('narrows by every status term together (all terms must hold)', () => {
    expect(parseOrderQuery(encodeURIComponent('status:any financial_status:paid'))).toEqual({
      statuses: ['placed', 'shipped'],
    });
    expect(parseOrderQuery(encodeURIComponent('status:open fulfillment_status:unfulfilled'))).toEqual({
      statuses: ['placed'],
    });
    expect(parseOrderQuery(encodeURIComponent('status:cancelled financial_status:paid'))).toEqual({
      statuses: [],
    });
  });

  it.each([
    ['created_at:>=2026-03-10', { placedFrom: '2026-03-10T00:00:00.000Z' }],
    ['created_at:>2026-03-10', { placedFrom: '2026-03-11T00:00:00.000Z' }],
    ['created_at:<2026-03-10', { placedBefore: '2026-03-10T00:00:00.000Z' }],
    ['created_at:<=2026-03-10', { placedBefore: '2026-03-11T00:00:00.000Z' }],
    [
      'created_at:2026-03-10',
      { placedFrom: '2026-03-10T00:00:00.000Z', placedBefore: '2026-03-11T00:00:00.000Z' },
    ],
    ["created_at:>='2026-03-10T12:30:00Z'", { placedFrom: '2026-03-10T12:30:00.000Z' }],
    ['created_at:>2026-03-10T12:30:00-05:00', { placedFrom: '2026-03-10T17:30:00.001Z' }],
    ['created_at:<=2026-03-10T12:30:00.250Z', { placedBefore: '2026-03-10T12:30:00.251Z' }],
  ])('reads %s as a placed-at range (a date is its whole UTC day)', (query, range) => {
    const filter = parseOrderQuery(encodeURIComponent(query));
    expect({
      ...(filter.placedFrom && { placedFrom: filter.placedFrom.toISOString() }),
      ...(filter.placedBefore && { placedBefore: filter.placedBefore.toISOString() }),
    }).toEqual(range);
  });

  it.each([
    ['an unknown status', 'status:archived'],
    ['an unknown field', 'tag:vip'],
    ['an unknown financial status', 'financial_status:free'],
    ['a field without a value', 'status:'],
    ['a bare word', 'dog'],
    ['an OR of terms', 'status:open OR status:closed'],
    ['two statuses', 'status:placed status:shipped'],
    ['two dates on one field', 'created_at:>=2026-01-01 created_at:<2026-02-01'],
    ['a date that does not exist', 'created_at:>=2026-02-30'],
    ['a date in another format', 'created_at:>=03/10/2026'],
    ['a time without a zone', 'created_at:>=2026-03-10T12:00:00'],
    ['a prototype key as a value', 'status:constructor'],
    ['a malformed escape', '%E0%A4%A'],
    ['a NUL byte', 'status:placed%00'],
    ['a bad order number', 'name:12345'],
  ])('refuses %s with 400 INVALID_ORDER_QUERY', (_case, query) => {
    expect(() => parseOrderQuery(query)).toThrow(expect.objectContaining({ code: 'INVALID_ORDER_QUERY' }));
  });

  it('never quotes control characters back', () => {
    try {
      parseOrderQuery('bad%00%1b[31m');
      throw new Error('expected a refusal');
    } catch (error) {
      expect([...(error as Error).message].some((char) => char < ' ')).toBe(false);
    }
  });
});

describe('order cursors', () => {
  it('round-trips an order sequence', () => {
    expect(decodeOrderCursor(encodeOrderCursor(100_123))).toBe(100_123);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['empty', ''],
    ['another version', Buffer.from('[2,"o",5]').toString('base64url')],
    ['a negative position', Buffer.from('[1,"o",-5]').toString('base64url')],
    ['a fraction', Buffer.from('[1,"o",1.5]').toString('base64url')],
    ['a huge number', Buffer.from('[1,"o",1e300]').toString('base64url')],
    ['a string position', Buffer.from('[1,"o","5"]').toString('base64url')],
    ['an overlong cursor', 'a'.repeat(5000)],
  ])('refuses %s with 400 INVALID_CURSOR', (_case, cursor) => {
    expect(() => decodeOrderCursor(cursor)).toThrow(expect.objectContaining({ code: 'INVALID_CURSOR' }));
  });
});
