import { decodeOrderCursor, encodeOrderCursor } from './order-cursor';
import { parseOrderQuery } from './order-query';

describe('parseOrderQuery (get-shopify-orders query, URL-encoded)', () => {
  it('reads nothing as every order', () => {
    expect(parseOrderQuery(undefined)).toEqual({});
    expect(parseOrderQuery('')).toEqual({});
    expect(parseOrderQuery('%20')).toEqual({});
  });

  it('reads a status filter, encoded or not', () => {
    expect(parseOrderQuery('status%3Ashipped')).toEqual({ status: 'shipped' });
    expect(parseOrderQuery('status:CANCELLED')).toEqual({ status: 'cancelled' });
  });

  it('reads an order number and a status together (space as %20 or +)', () => {
    expect(parseOrderQuery('status%3Aplaced%20name%3Aspn-100001')).toEqual({
      status: 'placed',
      number: 'SPN-100001',
    });
    expect(parseOrderQuery('status:placed+name:PSF-100002')).toEqual({
      status: 'placed',
      number: 'PSF-100002',
    });
  });

  it.each([
    ['an unknown status', 'status:open'],
    ['an unknown field', 'financial_status:paid'],
    ['a bare word', 'dog'],
    ['two statuses', 'status:placed status:shipped'],
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
