import { readIdempotencyKey } from './idempotency-key-header';

const read = (value: string | string[] | undefined, required = true) =>
  readIdempotencyKey(value === undefined ? {} : { 'idempotency-key': value }, { required });

describe('readIdempotencyKey', () => {
  it('takes 1 to 255 printable ASCII characters', () => {
    expect(read('3f9a1c2e-8d4b-4a7e-9c1f-2b6d8e0a4c51')).toBe('3f9a1c2e-8d4b-4a7e-9c1f-2b6d8e0a4c51');
    expect(read('k')).toBe('k');
    expect(read('x'.repeat(255))).toHaveLength(255);
    expect(read(' !~ order #1 ')).toBe(' !~ order #1 ');
  });

  it('answers 400 IDEMPOTENCY_KEY_REQUIRED when a required key is missing', () => {
    expect(() => read(undefined)).toThrow(
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_REQUIRED', status: 400 }),
    );
  });

  it('answers undefined when an optional key is missing', () => {
    expect(read(undefined, false)).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'x'.repeat(256)],
    ['a NUL byte', 'key\u0000'],
    ['a tab', 'key\tone'],
    ['a newline', 'key\n'],
    ['DEL', 'key\u007f'],
    ['non-ASCII', 'clé'],
    ['an emoji', 'key-🐶'],
    ['two values', ['a', 'b']],
  ])('answers 400 INVALID_IDEMPOTENCY_KEY for %s, even when optional', (_case, value) => {
    for (const required of [true, false])
      expect(() => read(value, required)).toThrow(
        expect.objectContaining({ code: 'INVALID_IDEMPOTENCY_KEY', status: 400 }),
      );
  });
});
