import { decodeCursor, encodeCursor } from './listing-cursor';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('listing cursors', () => {
  it.each([
    ['featured', '12'],
    ['price-asc', '2299'],
    ['price-desc', '11999'],
    ['newest', '1704672000000000'],
    ['relevance', '607927'],
    ['title-asc', 'Adult Chicken & Barley Recipe Dry Dog Food'],
    ['price-asc', '9223372036854775807'],
    ['price-desc', '-9223372036854775808'],
  ] as const)('round-trips a %s position', (sort, key) => {
    const cursor = encodeCursor(sort, { key, handle: 'dog-adult-chicken-barley-dry' });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, sort)).toEqual({ key, handle: 'dog-adult-chicken-barley-dry' });
  });

  it('refuses a cursor issued for another sort', () => {
    const cursor = encodeCursor('price-asc', { key: '100', handle: 'a' });
    expect(code(() => decodeCursor(cursor, 'price-desc'))).toBe('INVALID_CURSOR');
  });

  const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['not base64 JSON', '%%%', 'featured'],
    ['JSON of the wrong shape', raw({ a: 1 }), 'featured'],
    ['an unknown version', raw([2, 'featured', '1', 'a']), 'featured'],
    ['a non-numeric key for a numeric sort', raw([1, 'featured', 'x', 'a']), 'featured'],
    ['a bad handle', raw([1, 'featured', '1', 'A B']), 'featured'],
    ['a SQL-looking key', raw([1, 'price-asc', '1 or 1=1', 'a']), 'price-asc'],
    ['a numeric key past the bigint range', raw([1, 'price-asc', '9223372036854775808', 'a']), 'price-asc'],
    ['a numeric key below the bigint range', raw([1, 'price-asc', '-9223372036854775809', 'a']), 'price-asc'],
    ['a 20-digit numeric key', raw([1, 'featured', '12345678901234567890', 'a']), 'featured'],
    ['an oversized title key', raw([1, 'title-asc', 'x'.repeat(301), 'a']), 'title-asc'],
    ['a title key holding a NUL character', raw([1, 'title-asc', 'Adult\u0000Food', 'a']), 'title-asc'],
    ['a title key holding a line break', raw([1, 'title-asc', 'Adult\nFood', 'a']), 'title-asc'],
  ] as const)('refuses %s', (_label, cursor, sort) => {
    expect(code(() => decodeCursor(cursor, sort))).toBe('INVALID_CURSOR');
  });
});
