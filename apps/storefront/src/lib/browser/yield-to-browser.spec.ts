import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('uses scheduler.yield when the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task, after the tasks already queued', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    const resumed = yieldToBrowser().then(() => order.push('resumed'));
    await Promise.resolve();
    order.push('same task');
    await vi.runAllTimersAsync();
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });
});
