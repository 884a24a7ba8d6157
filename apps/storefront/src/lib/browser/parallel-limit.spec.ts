import { describe, expect, it } from 'vitest';
import { parallelLimit } from './parallel-limit';

/** A task that finishes when told. */
function deferredTask<T>(value: T) {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const started = { count: 0 };
  const task = () => {
    started.count += 1;
    return new Promise<T>((resolve, reject) => {
      finish = () => resolve(value);
      fail = reject;
    });
  };
  return { task, started, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('parallelLimit (SPEC §9: up to 4 route preloads in parallel)', () => {
  it('runs at most 4 at once and starts the next as one finishes, in order', async () => {
    const limit = parallelLimit(4, 10);
    const tasks = Array.from({ length: 6 }, (_, i) => deferredTask(i));
    const results = tasks.map((t) => limit.run(t.task));
    await settle();
    expect(tasks.map((t) => t.started.count)).toEqual([1, 1, 1, 1, 0, 0]);
    expect([limit.running, limit.waiting]).toEqual([4, 2]);
    tasks[2].finish();
    await settle();
    expect(tasks.map((t) => t.started.count)).toEqual([1, 1, 1, 1, 1, 0]);
    expect(limit.running).toBe(4);
    // The last one starts only once another has finished.
    tasks.forEach((t) => t.finish());
    await settle();
    expect(tasks[5].started.count).toBe(1);
    tasks[5].finish();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it("frees a failed task's place, and hands its failure to its caller only", async () => {
    const limit = parallelLimit(1, 10);
    const failing = deferredTask('x');
    const next = deferredTask('y');
    const first = limit.run(failing.task);
    const second = limit.run(next.task);
    await settle();
    failing.fail(new Error('chunk missing'));
    await expect(first).rejects.toThrow('chunk missing');
    await settle();
    expect(next.started.count).toBe(1);
    next.finish();
    expect(await second).toBe('y');
  });

  it('keeps a bounded queue: the oldest waiting task is dropped (undefined) for a new one', async () => {
    const limit = parallelLimit(1, 2);
    const running = deferredTask('run');
    const waiting = [deferredTask('a'), deferredTask('b'), deferredTask('c')];
    void limit.run(running.task);
    const results = waiting.map((t) => limit.run(t.task));
    expect(await results[0]).toBeUndefined();
    expect(limit.waiting).toBe(2);
    running.finish();
    await settle();
    expect(waiting.map((t) => t.started.count)).toEqual([0, 1, 0]);
  });
});
