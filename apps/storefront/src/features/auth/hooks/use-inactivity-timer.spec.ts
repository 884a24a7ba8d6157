import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInactivityTimer } from './use-inactivity-timer';

describe('useInactivityTimer (SPEC §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('fires after the timeout without activity, once', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimer({ enabled: true, timeoutMs: 5000, onTimeout }));
    act(() => vi.advanceTimersByTime(4999));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('restarts the countdown 1000 ms after the last mouse move or key press (debounced)', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivityTimer({ enabled: true, timeoutMs: 5000, onTimeout }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.keyDown(window, { key: 'a' });
    // The countdown restarts 1000 ms after the key press (t=4500), so it ends at t=9500.
    act(() => vi.advanceTimersByTime(2000)); // t=5500, past the first countdown's end
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3999));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('removes its listeners when it fires and while disabled, and adds them back when enabled again', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const onTimeout = vi.fn();
    const { rerender } = renderHook(
      ({ enabled }) => useInactivityTimer({ enabled, timeoutMs: 5000, onTimeout }),
      {
        initialProps: { enabled: true },
      },
    );
    const types = (spy: typeof added) => spy.mock.calls.map(([type]) => type).filter((t) => t !== 'error');
    expect(types(added)).toEqual(['mousemove', 'keydown']);

    act(() => vi.advanceTimersByTime(5000));
    expect(types(removed)).toEqual(['mousemove', 'keydown']);

    rerender({ enabled: false });
    fireEvent.mouseMove(window);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onTimeout).toHaveBeenCalledOnce();

    rerender({ enabled: true });
    expect(types(added)).toEqual(['mousemove', 'keydown', 'mousemove', 'keydown']);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTimeout).toHaveBeenCalledTimes(2);
  });
});
