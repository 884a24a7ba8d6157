interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the rest runs: start-up
 * work cut into tasks of a few tens of milliseconds never blocks a tap for long (Lighthouse's TBT
 * counts every task's time beyond 50 ms). `scheduler.yield()` where the browser has it (the rest
 * runs ahead of other queued tasks), else a zero-delay timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
