import { decodeRedirect, encodeRedirect } from './redirect-encoding';

describe('redirect encoding', () => {
  it('encodes as standard base64 of the path', () => {
    expect(encodeRedirect('/account/orders')).toBe('L2FjY291bnQvb3JkZXJz');
  });

  it('encodes non-ASCII characters as UTF-8', () => {
    expect(encodeRedirect('/café')).toBe('L2NhZsOp');
  });

  it.each(['/account/orders', '/account/orders/42?tab=items&sort=desc#top', '/café/über?q=ñandú 🐾', '/'])(
    'round-trips %p',
    (path) => {
      expect(decodeRedirect(encodeRedirect(path))).toBe(path);
    },
  );

  it('accepts a value that is still URL-encoded', () => {
    const encoded = encodeRedirect('/account/orders?x=>>>');
    expect(encoded).toMatch(/[+/=]/);
    expect(decodeRedirect(encodeURIComponent(encoded))).toBe('/account/orders?x=>>>');
  });

  it('accepts a "+" turned into a space by form decoding', () => {
    const encoded = encodeRedirect('/account?x=>>>');
    expect(encoded).toContain('+');
    expect(decodeRedirect(encoded.replace(/\+/g, ' '))).toBe('/account?x=>>>');
  });

  it('accepts URL-safe base64 without padding', () => {
    const encoded = encodeRedirect('/a?b=>>>');
    expect(encoded).toBe('L2E/Yj0+Pj4=');
    expect(decodeRedirect('L2E_Yj0-Pj4')).toBe('/a?b=>>>');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['empty', ''],
    ['not base64', '%%%not-base64!!'],
    ['bad length', 'abcde'],
    ['invalid UTF-8', btoa('\xff\xfe')],
    ['a path with invalid UTF-8', btoa('/account\xff')],
    ['relative path', btoa('account/orders')],
    ['protocol-relative URL', btoa('//evil.example.com')],
    ['absolute URL', btoa('https://evil.example.com/')],
    ['backslash trick', btoa('/\\evil.example.com')],
    ['tab trick', btoa('/\t/evil.example.com')],
    ['empty decoded', btoa('')],
  ])('returns null for %s', (_name, value) => {
    expect(decodeRedirect(value)).toBeNull();
  });
});
