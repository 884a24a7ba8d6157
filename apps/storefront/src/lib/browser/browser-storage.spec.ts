import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { readStored, readStoredJson, writeStored } from './local-storage';
import { storedOneOf, storedRecord, storedText } from './stored-shapes';

const link = storedRecord({ label: storedText, href: storedText });
const pageType = storedOneOf(['PLP', 'PDP']);

describe('local storage', () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads back a stored value of the expected shape', () => {
    writeStored('crumb', JSON.stringify({ label: 'Dog', href: '/products/dog', extra: 1 }));
    expect(readStoredJson('crumb', link)).toEqual({ label: 'Dog', href: '/products/dog' });
    writeStored('type', 'PLP');
    expect(readStored('type', pageType)).toBe('PLP');
  });

  it('answers null for anything else: missing, not JSON, or the wrong shape', () => {
    expect(readStoredJson('crumb', link)).toBeNull();
    writeStored('crumb', '{not json');
    expect(readStoredJson('crumb', link)).toBeNull();
    writeStored('crumb', JSON.stringify({ label: 'Dog', href: 42 }));
    expect(readStoredJson('crumb', link)).toBeNull();
    writeStored('type', 'Nonsense');
    expect(readStored('type', pageType)).toBeNull();
  });

  it('removes a key written as null', () => {
    writeStored('type', 'PLP');
    writeStored('type', null);
    expect(window.localStorage.getItem('type')).toBeNull();
  });

  it('forgets quietly when storage refuses to read or write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(() => writeStored('type', 'PLP')).not.toThrow();
    expect(readStored('type', storedText)).toBeNull();
  });
});

describe('cookies', () => {
  afterEach(() => deleteCookie('probe'));

  it("writes SPEC's userLocation shape as spelled and encodes what a cookie cannot hold", () => {
    writeCookie('probe', '80011::HOME', 60);
    expect(document.cookie).toContain('probe=80011::HOME');
    expect(readCookie('probe')).toBe('80011::HOME');

    writeCookie('probe', 'a b;c', 60);
    expect(document.cookie).toContain('probe=a%20b%3Bc');
    expect(readCookie('probe')).toBe('a b;c');
  });

  it('reads null for a cookie that is not set or was deleted', () => {
    expect(readCookie('probe')).toBeNull();
    writeCookie('probe', 'x', 60);
    deleteCookie('probe');
    expect(readCookie('probe')).toBeNull();
  });
});
