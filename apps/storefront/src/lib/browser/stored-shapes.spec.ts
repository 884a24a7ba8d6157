import { describe, expect, it } from 'vitest';
import {
  storedList,
  storedNumber,
  storedOneOf,
  storedRecord,
  storedText,
  storedTrimmedText,
} from './stored-shapes';

describe('stored shapes', () => {
  it('takes texts and finite numbers only', () => {
    expect(storedText('a')).toBe('a');
    expect(storedText(1)).toBeNull();
    expect(storedText(null)).toBeNull();
    expect(storedNumber(3)).toBe(3);
    expect(storedNumber('3')).toBeNull();
    expect(storedNumber(Number.NaN)).toBeNull();
    expect(storedNumber(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('trims a text and holds it to its length', () => {
    const zip = storedTrimmedText(1, 5);
    expect(zip(' 80011 ')).toBe('80011');
    expect(zip('   ')).toBeNull();
    expect(zip('800111')).toBeNull();
    expect(zip(80011)).toBeNull();
  });

  it('takes one of the listed texts', () => {
    const kind = storedOneOf(['PDP', 'PLP'] as const);
    expect(kind('PLP')).toBe('PLP');
    expect(kind('plp')).toBeNull();
    expect(kind(['PLP'])).toBeNull();
  });

  it('builds a record of its fields only, and refuses one with a wrong or missing field', () => {
    const link = storedRecord({ label: storedText, href: storedText });
    expect(link({ label: 'Dog', href: '/products/dog', extra: true })).toEqual({
      label: 'Dog',
      href: '/products/dog',
    });
    expect(link({ label: 'Dog' })).toBeNull();
    expect(link({ label: 'Dog', href: 5 })).toBeNull();
    expect(link([{ label: 'Dog', href: '/' }])).toBeNull();
    expect(link(null)).toBeNull();
  });

  it('takes a list only when every item is in shape', () => {
    const numbers = storedList(storedNumber);
    expect(numbers([1, 2])).toEqual([1, 2]);
    expect(numbers([])).toEqual([]);
    expect(numbers([1, '2'])).toBeNull();
    expect(numbers({ 0: 1 })).toBeNull();
  });
});
