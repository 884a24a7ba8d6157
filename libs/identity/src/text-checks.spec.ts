import { isSingleLineText } from './text-checks';

describe('isSingleLineText', () => {
  it.each(['', 'Plain text', 'Café – naïve 🐶', 'a'.repeat(1000)])('accepts %p', (value) => {
    expect(isSingleLineText(value)).toBe(true);
  });

  it.each(['a\nb', 'a\r\nb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u2029b'])(
    'refuses %p',
    (value) => {
      expect(isSingleLineText(value)).toBe(false);
    },
  );
});
