import { CARD_DESCRIPTION_MAX, truncateDescription } from './description-truncation';

const chars = (n: number) => 'abcdefghijklmnopqrstuvwxyz0123456789'.slice(0, n);

describe('truncateDescription', () => {
  it('cuts at 25 characters by default', () => {
    expect(CARD_DESCRIPTION_MAX).toBe(25);
  });

  it.each([
    [0, ''],
    [1, 'a'],
    [24, chars(24)],
    [25, chars(25)],
    [26, `${chars(25)}...`],
    [36, `${chars(25)}...`],
  ])('a text of %i characters becomes %p', (length, expected) => {
    expect(truncateDescription(chars(length))).toBe(expected);
  });

  it.each([
    ['abcdef', 5, 'abcde...'],
    ['abcde', 5, 'abcde'],
    ['abcd', 5, 'abcd'],
  ])('truncateDescription(%p, %i) is %p', (text, max, expected) => {
    expect(truncateDescription(text, max)).toBe(expected);
  });
});
