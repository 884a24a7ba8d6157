import { CONTACT_REFERENCE_PATTERN, newContactReference } from './contact-reference';

describe('newContactReference', () => {
  it('is C- and eight characters of Crockford base32', () => {
    for (let i = 0; i < 200; i += 1) expect(newContactReference()).toMatch(CONTACT_REFERENCE_PATTERN);
  });

  it('maps each random byte to one character', () => {
    expect(newContactReference(() => Buffer.from([0, 1, 31, 32, 255, 18, 21, 27]))).toBe('C-01Z0ZJNV');
  });

  it('differs from one call to the next', () => {
    expect(new Set(Array.from({ length: 100 }, () => newContactReference())).size).toBe(100);
  });
});
