export interface ParallelLimit {
  /**
   * Runs `task` once fewer than the limit are running; resolves with its result, or with undefined
   * when it was dropped from a full queue. A task's failure is its own: it frees its place either way.
   */
  run<T>(task: () => Promise<T>): Promise<T | undefined>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
}

/**
 * At most `max` tasks at once; later ones wait in order, at most `maxWaiting` of them (the oldest
 * waiting is dropped for a new one: for preloads, what the visitor points at now matters most).
 */
export function parallelLimit(max: number, maxWaiting: number): ParallelLimit {
  let running = 0;
  const queue: Array<{ start: () => void; drop: () => void }> = [];

  const next = () => {
    while (running < max && queue.length) queue.shift()?.start();
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    run<T>(task: () => Promise<T>): Promise<T | undefined> {
      return new Promise<T | undefined>((resolve, reject) => {
        const start = () => {
          running += 1;
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        queue.push({ start, drop: () => resolve(undefined) });
        while (queue.length > maxWaiting && running >= max) queue.shift()?.drop();
        next();
      });
    },
  };
}
