import {
  SESSION_COOKIE,
  SESSION_HINT_COOKIE,
  sessionCacheKey,
  SHOP_CLIENT_HEADER,
} from './session-transport';

describe('session transport', () => {
  it("keys a session's server cache entry by its id", () => {
    expect(sessionCacheKey('0b5e7c62-4c8e-4f7a-9d0e-2a1f3c4d5e6f')).toBe(
      'session:0b5e7c62-4c8e-4f7a-9d0e-2a1f3c4d5e6f',
    );
  });
  it('names a custom header (not a CORS-safelisted one, so it forces a preflight)', () => {
    expect(['accept', 'accept-language', 'content-language', 'content-type']).not.toContain(
      SHOP_CLIENT_HEADER.toLowerCase(),
    );
  });
  it('names the script-readable session hint apart from the HttpOnly session cookie', () => {
    expect(SESSION_HINT_COOKIE).not.toBe(SESSION_COOKIE);
  });
});
