import { REDIRECT_STORAGE_TTL_MS } from './post-login-target';
import { freshStoredRedirect } from './stored-redirect';

describe('freshStoredRedirect', () => {
  const storedAt = 1_700_000_000_000;

  it('answers the path while it is younger than 1000 ms', () => {
    expect(freshStoredRedirect({ path: '/account/my-pets', storedAt }, storedAt)).toBe('/account/my-pets');
    expect(freshStoredRedirect({ path: '/account/my-pets', storedAt }, storedAt + 999)).toBe(
      '/account/my-pets',
    );
  });

  it('forgets it at 1000 ms and after', () => {
    expect(freshStoredRedirect({ path: '/cart', storedAt }, storedAt + REDIRECT_STORAGE_TTL_MS)).toBeNull();
    expect(freshStoredRedirect({ path: '/cart', storedAt }, storedAt + 60_000)).toBeNull();
  });

  it('refuses a value written in the future, a foreign target or nothing', () => {
    expect(freshStoredRedirect({ path: '/cart', storedAt }, storedAt - 1)).toBeNull();
    expect(freshStoredRedirect({ path: '//evil.example/x', storedAt }, storedAt)).toBeNull();
    expect(freshStoredRedirect({ path: 'https://evil.example', storedAt }, storedAt)).toBeNull();
    expect(freshStoredRedirect(null, storedAt)).toBeNull();
  });
});
