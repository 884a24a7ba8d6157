import { GivingError } from './giving-error';
import { normalizeStoreId } from './store-id';

const HEX = '0123456789abcdef0123456789abcdef';

describe('normalizeStoreId', () => {
  it.each([
    [HEX, HEX],
    [HEX.toUpperCase(), HEX],
    ['01234567-89ab-cdef-0123-456789abcdef', HEX],
    ['{01234567-89AB-CDEF-0123-456789ABCDEF}', HEX],
    ['(01234567-89ab-cdef-0123-456789abcdef)', HEX],
    ['  0123 4567 89ab cdef 0123 4567 89ab cdef  ', HEX],
  ])('%p → %p', (raw, expected) => {
    expect(normalizeStoreId(raw)).toBe(expected);
  });

  it.each([
    ['31 hex characters', HEX.slice(1)],
    ['33 hex characters', `${HEX}0`],
    ['a non-hex character', `${HEX.slice(1)}g`],
    ['other punctuation', `${HEX.slice(1)}_`],
    ['brackets', `[${HEX}]`],
    ['empty', ''],
  ])('rejects %s with an SDK_ERROR "Invalid StoreId"', (_name, raw) => {
    let thrown: unknown;
    try {
      normalizeStoreId(raw);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(GivingError);
    expect(thrown).toMatchObject({ type: 'SDK_ERROR', message: 'Invalid StoreId' });
  });
});
