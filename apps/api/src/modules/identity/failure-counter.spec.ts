import type { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { Clock } from '../../platform/clock/clock';
import type { Env } from '../../platform/config/env.schema';
import { FailureStore } from './failure-counter';

const config = { get: () => 'test' } as unknown as ConfigService<Env, true>;

function storeAt(redis: Redis | null, start = Date.parse('2030-01-01T00:00:00Z')) {
  const clock = new Clock();
  let now = start;
  clock.now = () => new Date(now);
  return { store: new FailureStore(redis, clock, config), advance: (ms: number) => (now += ms) };
}

describe('FailureCounter', () => {
  it('blocks a key at its limit until the window that began with its first failure ends', async () => {
    const { store, advance } = storeAt(null);
    const counter = store.counter('test', 3, 60_000);
    for (let i = 0; i < 2; i += 1) await counter.record('a');
    expect(await counter.blocked('a')).toBeNull();
    advance(10_000);
    await counter.record('a');
    expect(await counter.blocked('a')).toEqual({ retryAfterSeconds: 50 });
    expect(await counter.blocked('b')).toBeNull();
    advance(49_999);
    expect(await counter.blocked('a')).toEqual({ retryAfterSeconds: 1 });
    advance(1);
    expect(await counter.blocked('a')).toBeNull();
    await counter.record('a');
    expect(await counter.blocked('a')).toBeNull();
  });

  it('clear starts the count again', async () => {
    const { store } = storeAt(null);
    const counter = store.counter('test', 2, 60_000);
    await counter.record('a');
    await counter.clear('a');
    await counter.record('a');
    expect(await counter.blocked('a')).toBeNull();
  });

  it('counters of different names do not share counts', async () => {
    const { store } = storeAt(null);
    const one = store.counter('one', 1, 60_000);
    const two = store.counter('two', 1, 60_000);
    await one.record('a');
    expect(await one.blocked('a')).not.toBeNull();
    expect(await two.blocked('a')).toBeNull();
  });

  it('keeps counting in memory while Redis fails, instead of letting every attempt through', async () => {
    const failing = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('Connection is closed.');
        },
      },
    ) as unknown as Redis;
    const { store } = storeAt(failing);
    const counter = store.counter('test', 2, 60_000);
    await counter.record('a');
    await counter.record('a');
    expect(await counter.blocked('a')).toEqual({ retryAfterSeconds: 60 });
  });
});
