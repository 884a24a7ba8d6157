import type { ConfigService } from '@nestjs/config';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { Clock } from '../clock/clock';
import type { Env } from '../config/env.schema';
import { WindowCounters } from './window-counters';

const config = { get: () => 'shop' } as unknown as ConfigService<Env, true>;

function countersAt(redis: Redis | null, start = Date.parse('2030-01-01T00:00:00Z')) {
  const clock = new Clock();
  let now = start;
  clock.now = () => new Date(now);
  return { counters: new WindowCounters(redis, clock, config), advance: (ms: number) => (now += ms) };
}

/** A Redis whose every command fails, as a lost connection does. */
const failingRedis = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('Connection is closed.');
    },
  },
) as unknown as Redis;

describe('WindowCounter in memory', () => {
  it('blocks a key at its limit until the window that began with its first event ends', async () => {
    const { counters, advance } = countersAt(null);
    const counter = counters.counter('test', 3, 60_000);
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

  it('take lets the limit through and refuses the next, saying how long until the window ends', async () => {
    const { counters, advance } = countersAt(null);
    const counter = counters.counter('test', 2, 60_000);
    expect(await counter.take('a')).toBeNull();
    advance(15_000);
    expect(await counter.take('a')).toBeNull();
    expect(await counter.take('a')).toEqual({ retryAfterSeconds: 45 });
    expect(await counter.take('b')).toBeNull();
    advance(45_000);
    expect(await counter.take('a')).toBeNull();
  });

  it('clear starts the count again', async () => {
    const { counters } = countersAt(null);
    const counter = counters.counter('test', 2, 60_000);
    await counter.record('a');
    await counter.clear('a');
    await counter.record('a');
    expect(await counter.blocked('a')).toBeNull();
  });

  it('counters of different names do not share counts', async () => {
    const { counters } = countersAt(null);
    const one = counters.counter('one', 1, 60_000);
    const two = counters.counter('two', 1, 60_000);
    await one.record('a');
    expect(await one.blocked('a')).not.toBeNull();
    expect(await two.blocked('a')).toBeNull();
  });
});

describe('WindowCounter over Redis', () => {
  it('counts with one script under the namespace, keyed by a digest, never the address itself, on the app clock', async () => {
    const evalMock = jest.fn().mockResolvedValue([3, 42_000]);
    const { counters } = countersAt({ eval: evalMock } as unknown as Redis);
    const counter = counters.counter('contact-email', 2, 3_600_000);
    expect(await counter.take('ada@example.com')).toEqual({ retryAfterSeconds: 42 });
    const digest = createHash('sha256').update('ada@example.com').digest('base64url');
    expect(evalMock).toHaveBeenCalledWith(
      expect.any(String),
      1,
      `shop:counters:contact-email:${digest}`,
      '3600000',
      String(Date.parse('2030-01-01T00:00:00Z')),
    );
    expect(JSON.stringify(evalMock.mock.calls)).not.toContain('example.com');
  });

  it('keeps counting in memory while Redis fails, instead of letting everything through', async () => {
    const { counters } = countersAt(failingRedis);
    const failures = counters.counter('test', 2, 60_000);
    await failures.record('a');
    await failures.record('a');
    expect(await failures.blocked('a')).toEqual({ retryAfterSeconds: 60 });
    const messages = counters.counter('messages', 1, 60_000);
    expect(await messages.take('k')).toBeNull();
    expect(await messages.take('k')).toEqual({ retryAfterSeconds: 60 });
  });
});
