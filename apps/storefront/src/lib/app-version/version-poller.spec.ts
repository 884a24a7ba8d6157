import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_CHECK_GAP_MS, startVersionPoller } from './version-poller';

const INTERVAL = 60_000;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('the latest-build manifest poller (SPEC §4 App version, §9 manifest interval)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    setVisibility('visible');
  });

  function poll(latest: () => unknown) {
    const fetchLatest = vi.fn(async () => latest());
    const onNewBuild = vi.fn();
    stop = startVersionPoller({ currentId: 'build-a', intervalMs: INTERVAL, fetchLatest, onNewBuild });
    return { fetchLatest, onNewBuild };
  }

  it('asks at every interval, not before, while this build is the latest', async () => {
    const { fetchLatest, onNewBuild } = poll(() => ({ id: 'build-a', timestamp: 1 }));
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(fetchLatest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(fetchLatest).toHaveBeenCalledTimes(3);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it('announces a newer build once, and stops asking', async () => {
    const { fetchLatest, onNewBuild } = poll(() => ({ id: 'build-b', timestamp: 2 }));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-b');
    await vi.advanceTimersByTimeAsync(5 * INTERVAL);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('does not ask while the tab is hidden, and asks as soon as it is visible again', async () => {
    const { fetchLatest } = poll(() => ({ id: 'build-a' }));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(fetchLatest).not.toHaveBeenCalled();
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });

  it('asks at most once per MIN_CHECK_GAP_MS however often the tab comes back', async () => {
    const { fetchLatest } = poll(() => ({ id: 'build-a' }));
    for (let i = 0; i < 5; i += 1) document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MIN_CHECK_GAP_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatest).toHaveBeenCalledTimes(2);
  });

  it('keeps one request at a time', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const fetchLatest = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const onNewBuild = vi.fn();
    stop = startVersionPoller({ currentId: 'build-a', intervalMs: INTERVAL, fetchLatest, onNewBuild });
    await vi.advanceTimersByTimeAsync(3 * INTERVAL);
    expect(fetchLatest).toHaveBeenCalledTimes(1);
    answer({ id: 'build-c' });
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith('build-c');
  });

  it.each([
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['no manifest', () => null],
    ['a manifest without an id', () => ({ timestamp: 3 })],
    ['an empty id', () => ({ id: '' })],
  ])('ignores %s and asks again at the next interval', async (_case, latest) => {
    const { fetchLatest, onNewBuild } = poll(latest);
    await vi.advanceTimersByTimeAsync(2 * INTERVAL);
    expect(fetchLatest).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});
