import { describe, expect, it } from 'vitest';
import { checkCardEntry } from './card-entry';

describe('checkCardEntry', () => {
  it('reads a card as printed (spaces, dashes) and an expiry as MM/YY or MM/YYYY', () => {
    expect(checkCardEntry({ number: '4242 4242-4242 4242', expiry: ' 1 / 30 ', cvc: '123' })).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 1, expYear: 30, cvc: '123' },
    });
    expect(checkCardEntry({ number: '378282246310005', expiry: '12/2031', cvc: '1234' })).toMatchObject({
      ok: true,
      card: { expMonth: 12, expYear: 2031 },
    });
  });

  it.each([
    [{ number: '', expiry: '', cvc: '' }, ['number', 'expiry', 'cvc']],
    [{ number: '4242', expiry: '13/30', cvc: '12' }, ['number', 'expiry', 'cvc']],
    [{ number: '4242424242424242', expiry: '0/30', cvc: '12a' }, ['expiry', 'cvc']],
    [{ number: '4242x42424242424', expiry: '12-30', cvc: '123' }, ['number', 'expiry']],
  ])('marks what is malformed in %o', (entry, fields) => {
    const check = checkCardEntry(entry);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(Object.keys(check.problems).sort()).toEqual([...fields].sort());
  });
});
