import { normalizeEmail } from './email-address';

describe('normalizeEmail', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['ADA.LOVELACE+shop@EXAMPLE.com', 'ada.lovelace+shop@example.com'],
    // A decomposed é (e + combining accent) and the composed one reach the same account.
    ['Re\u0301mi@example.fr', 'r\u00e9mi@example.fr'],
  ])('%p → %p', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });
});
