import { shouldRecordMetafield } from './metafield-recording';

describe('shouldRecordMetafield', () => {
  it('records when the update answered without userErrors', () => {
    expect(shouldRecordMetafield({ userErrors: [] })).toBe(true);
    expect(shouldRecordMetafield({ userErrors: null })).toBe(true);
    expect(shouldRecordMetafield({})).toBe(true);
  });

  it('does not record when the answer carries userErrors', () => {
    expect(
      shouldRecordMetafield({ userErrors: [{ field: ['metafields', '0', 'value'], message: 'x' }] }),
    ).toBe(false);
  });

  it('does not record without an answer', () => {
    expect(shouldRecordMetafield(null)).toBe(false);
    expect(shouldRecordMetafield(undefined)).toBe(false);
  });
});
