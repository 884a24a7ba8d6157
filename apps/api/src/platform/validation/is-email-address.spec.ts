import { isEmailAddress } from './is-email-address';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'ada.lovelace+shop@mail.example.co.uk', 'ÿ@example.com'])(
    'accepts %p',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each([
    ['not an address', 'ada'],
    ['no domain', 'ada@'],
    ['no top-level domain', 'ada@localhost'],
    ['a lone surrogate (validator would throw)', 'dog\ud83d@example.com'],
    ['a lone surrogate without @', 'dog\ud83d'],
    ['255 characters', `${'a'.repeat(243)}@example.com`],
    ['a number', 42],
    ['null', null],
  ])('refuses %s', (_label, value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});
