import { QUEUE_PER_SLOT, transformCapacity } from './transform-capacity';

describe('transformCapacity', () => {
  it.each([
    // cores, libuv pool, slots, sharp threads per transform
    [1, 4, 1, 1],
    [2, 4, 1, 1],
    [3, 4, 2, 1],
    [4, 4, 2, 1],
    [8, 4, 2, 3],
    [16, 4, 2, 7],
    [16, 16, 8, 1],
    [8, 1, 1, 7],
  ])('%i cores with a pool of %i: %i slots of %i sharp threads', (cores, pool, slots, sharpThreads) => {
    expect(transformCapacity(cores, pool)).toEqual({ slots, queue: slots * QUEUE_PER_SLOT, sharpThreads });
  });

  it('leaves half of the libuv pool to file reads and a core to the event loop, wherever it can', () => {
    for (const cores of [2, 3, 4, 6, 8, 12, 16, 32, 64]) {
      for (const pool of [2, 4, 8, 16, 64]) {
        const { slots, sharpThreads } = transformCapacity(cores, pool);
        expect({ cores, pool, freePoolThreads: pool - slots >= pool / 2 }).toEqual({
          cores,
          pool,
          freePoolThreads: true,
        });
        expect({ cores, pool, busyCores: slots * sharpThreads <= cores - 1 }).toEqual({
          cores,
          pool,
          busyCores: true,
        });
      }
    }
  });

  it('queues a short, fixed number of requests per slot', () => {
    expect(QUEUE_PER_SLOT).toBe(32);
  });
});
