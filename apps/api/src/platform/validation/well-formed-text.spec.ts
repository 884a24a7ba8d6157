import { isWellFormedText } from './well-formed-text';

describe('isWellFormedText', () => {
  it.each([
    ['plain text', 'chicken & rice', true],
    ['an emoji (a whole surrogate pair)', 'dog 🐶', true],
    ['empty', '', true],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone low surrogate', 'a\udfffb', false],
    ['a reversed pair', '\udc00\ud800', false],
    ['a number', 5, false],
  ])('%s → %s', (_name, value, expected) => {
    expect(isWellFormedText(value)).toBe(expected);
  });
});
