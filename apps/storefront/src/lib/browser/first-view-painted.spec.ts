import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstViewPainted } from './first-view-painted';

describe('firstViewPainted', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('does not wait when the server sent no first view', async () => {
    const root = document.createElement('div');
    await expect(firstViewPainted(root)).resolves.toBeUndefined();
    await expect(firstViewPainted(null)).resolves.toBeUndefined();
  });

  it('waits for a frame, and for the main image at most 1.5 s when its paint is never reported', async () => {
    // A browser that reports largest paints, none of them this image's.
    class SilentObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      observe = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', SilentObserver);
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<header>Shop</header><img fetchpriority="high" src="/hero.png" alt="">';
    document.body.appendChild(root);
    let done = false;
    void firstViewPainted(root).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1_400);
    expect(done).toBe(true);
  });

  it('goes on once the browser reports the main image’s paint', async () => {
    let report: ((list: { getEntries: () => unknown[] }) => void) | undefined;
    class ReportingObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', ReportingObserver);
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<header>Shop</header><img fetchpriority="high" src="/hero.png" alt="">';
    let done = false;
    void firstViewPainted(root).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(120);
    expect(done).toBe(false);
    report?.({ getEntries: () => [{ element: root.querySelector('img') }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('without a main image, goes on after the next frame', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = '<header>Shop</header><h1>FAQ</h1>';
    let done = false;
    void firstViewPainted(root).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(done).toBe(true);
  });
});
