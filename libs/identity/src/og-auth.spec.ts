import { ogAuthPayload, ogAuthValue, parseOgAuthValue } from './og-auth';

describe('og_auth value', () => {
  const parts = { customerId: 'gid://shop/Customer/abc-123', value1: 'v1', value2: 'v2' };

  it('is the customer id without its gid prefix and the two values (SPEC §9), then the signature', () => {
    expect(ogAuthPayload(parts)).toBe('abc-123|v1|v2');
    expect(ogAuthValue(parts, 'sig')).toBe('abc-123|v1|v2|sig');
  });

  it('parses back into its parts', () => {
    expect(parseOgAuthValue('abc-123|v1|v2|sig')).toEqual({
      customerId: 'abc-123',
      value1: 'v1',
      value2: 'v2',
      signature: 'sig',
      payload: 'abc-123|v1|v2',
    });
  });

  it.each(['', 'abc|v1|v2', 'abc|v1|v2|sig|more', 'abc||v2|sig', '|||'])('refuses %p', (value) => {
    expect(parseOgAuthValue(value)).toBeNull();
  });

  it('refuses parts that would not split back', () => {
    expect(() => ogAuthPayload({ ...parts, value1: 'a|b' })).toThrow();
    expect(() => ogAuthPayload({ ...parts, value2: '' })).toThrow();
  });
});
