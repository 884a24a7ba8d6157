import { ImageBusyError } from './media-errors';
import { TransformSlots } from './transform-slots';

/** A task the test finishes by hand, so the order of events is set by the test, not by timing. */
function gatedTask<T>(value: T) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const gate = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  let started = false;
  const task = async () => {
    started = true;
    await gate;
    return value;
  };
  return { task, finish, fail, started: () => started };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('TransformSlots', () => {
  it('runs at most `concurrency` tasks at once and starts the queued ones in order as slots free', async () => {
    const slots = new TransformSlots(2, 5, 2);
    const tasks = [1, 2, 3, 4].map((n) => gatedTask(n));
    const results = tasks.map((t) => slots.run(t.task));
    await settled();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false]);
    expect([slots.running, slots.queued]).toEqual([2, 2]);

    tasks[1].finish();
    await settled();
    expect(tasks.map((t) => t.started())).toEqual([true, true, true, false]);
    expect([slots.running, slots.queued]).toEqual([2, 1]);

    tasks.forEach((t) => t.finish());
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect([slots.running, slots.queued]).toEqual([0, 0]);
  });

  it('refuses at once with IMAGE_BUSY and its Retry-After when the slots and the queue are full', async () => {
    const slots = new TransformSlots(1, 2, 3);
    const tasks = [1, 2, 3].map((n) => gatedTask(n));
    const accepted = tasks.map((t) => slots.run(t.task));
    const extra = gatedTask(4);
    const refusal = slots.run(extra.task).catch((error: unknown) => error);
    const error = await refusal;
    expect(error).toBeInstanceOf(ImageBusyError);
    expect(error).toMatchObject({ code: 'IMAGE_BUSY', retryAfterSeconds: 3 });
    expect((error as ImageBusyError).getStatus()).toBe(503);
    expect(extra.started()).toBe(false);

    tasks.forEach((t) => t.finish());
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
  });

  it('takes work again once the queue has room', async () => {
    const slots = new TransformSlots(1, 1, 2);
    const first = gatedTask('a');
    const second = gatedTask('b');
    const results = [slots.run(first.task), slots.run(second.task)];
    await expect(slots.run(async () => 'c')).rejects.toBeInstanceOf(ImageBusyError);
    first.finish();
    await settled();
    const third = slots.run(async () => 'c');
    second.finish();
    expect(await Promise.all([...results, third])).toEqual(['a', 'b', 'c']);
  });

  it('frees the slot of a failed task and hands its error to that caller only', async () => {
    const slots = new TransformSlots(1, 1, 2);
    const failing = gatedTask('never');
    const next = gatedTask('next');
    const failed = slots.run(failing.task);
    const queued = slots.run(next.task);
    failing.fail(new Error('bad image'));
    await expect(failed).rejects.toThrow('bad image');
    await settled();
    expect(next.started()).toBe(true);
    next.finish();
    expect(await queued).toBe('next');
    expect([slots.running, slots.queued]).toEqual([0, 0]);
  });
});
