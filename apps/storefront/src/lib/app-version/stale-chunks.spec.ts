import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  quietly,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  reloadForStaleChunk,
  reloadTargetFrom,
  type ReloadEnvironment,
} from './stale-chunks';

function preloadError(): Event {
  return new Event('vite:preloadError', { cancelable: true });
}

describe('reloading after a stale chunk (SPEC §4 App version, §8, §9 reload guard 10 s)', () => {
  let clock = 1_000_000;
  let env: ReloadEnvironment & { go: ReturnType<typeof vi.fn<(target: string) => void>> };
  beforeEach(() => {
    clock = 1_000_000;
    env = { now: () => clock, here: () => '/products?sort=new', go: vi.fn<(target: string) => void>() };
    reloadTargetFrom(() => null);
  });
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('reloads at the route being navigated to', () => {
    reloadTargetFrom(() => '/products/dog#top');
    const event = preloadError();
    reloadForStaleChunk(event, env);
    expect(env.go).toHaveBeenCalledExactlyOnceWith('/products/dog#top');
    // Handled: Vite does not throw the error on.
    expect(event.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(clock));
  });

  it('reloads the page open when no navigation is under way', () => {
    reloadForStaleChunk(preloadError(), env);
    expect(env.go).toHaveBeenCalledExactlyOnceWith('/products?sort=new');
  });

  it('reloads at most once per 10 s in a tab, so a chunk that is truly missing cannot loop', () => {
    reloadForStaleChunk(preloadError(), env);
    // The reloaded page fails the same way 9.999 s later: the error is left to the error page.
    clock += RELOAD_GUARD_MS - 1;
    const again = preloadError();
    reloadForStaleChunk(again, env);
    expect(env.go).toHaveBeenCalledTimes(1);
    expect(again.defaultPrevented).toBe(false);
    clock += 1;
    reloadForStaleChunk(preloadError(), env);
    expect(env.go).toHaveBeenCalledTimes(2);
  });

  it('does not reload when storage cannot keep the guard', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const event = preloadError();
    reloadForStaleChunk(event, env);
    expect(env.go).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("leaves a quiet load's failure (a route preload) to its caller, unless a navigation needs the chunk", async () => {
    let fail: (error: Error) => void = () => undefined;
    const preload = quietly(() => new Promise((_resolve, reject) => (fail = reject)));
    reloadForStaleChunk(preloadError(), env);
    expect(env.go).not.toHaveBeenCalled();
    reloadTargetFrom(() => '/cart');
    reloadForStaleChunk(preloadError(), env);
    expect(env.go).toHaveBeenCalledExactlyOnceWith('/cart');
    fail(new Error('Failed to fetch dynamically imported module'));
    await expect(preload).rejects.toThrow('Failed to fetch');
  });
});
