import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../browser/browser-location';
import { announceNewBuild, fullLoadForNewBuild, LOADED_FOR_BUILD_KEY } from './new-build';

describe('the next navigation after a newer build is a full load of its target (SPEC §4 App version)', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('is an in-app navigation while this build is the latest', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    expect(fullLoadForNewBuild('/faq')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads the target whole once a newer build is announced, remembering the build in this tab', () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    announceNewBuild('build-b');
    expect(fullLoadForNewBuild('/products/dog?sort=new')).toBe(true);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/products/dog?sort=new');
    expect(window.sessionStorage.getItem(LOADED_FOR_BUILD_KEY)).toBe('build-b');
  });

  it('does not announce a build this tab has already loaded a page for (the server still serving the older shell)', async () => {
    // A new page: nothing announced yet.
    vi.resetModules();
    const fresh = await import('./new-build');
    const location = (await import('../browser/browser-location')).browserLocation;
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
    window.sessionStorage.setItem(LOADED_FOR_BUILD_KEY, 'build-b');
    fresh.announceNewBuild('build-b');
    expect(fresh.fullLoadForNewBuild('/faq')).toBe(false);
    fresh.announceNewBuild('build-c');
    expect(fresh.fullLoadForNewBuild('/faq')).toBe(true);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
