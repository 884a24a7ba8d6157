import type { Redis } from 'ioredis';
import { FixedWindowCounter } from './fixed-window-counter';

describe('FixedWindowCounter in memory', () => {
  let now = 1_000_000;
  const counter = () =>
    new FixedWindowCounter({ redis: null, prefix: 'test:', windowMs: 60_000, now: () => now });

  it('counts hits per key and says when the window ends', async () => {
    const c = counter();
    expect(await c.hit('a')).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await c.hit('a')).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await c.hit('b')).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('starts again once the window has passed', async () => {
    const c = counter();
    await c.hit('a');
    await c.hit('a');
    now += 60_000;
    expect(await c.hit('a')).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

describe('FixedWindowCounter over Redis', () => {
  it('uses the count and time left that Redis answers, under the prefix', async () => {
    const evalMock = jest.fn().mockResolvedValue([3, 42_000]);
    const c = new FixedWindowCounter({
      redis: { eval: evalMock } as unknown as Redis,
      prefix: 'shop:contact-email:',
      windowMs: 3_600_000,
    });
    expect(await c.hit('k')).toEqual({ count: 3, resetInMs: 42_000 });
    expect(evalMock).toHaveBeenCalledWith(expect.any(String), 1, 'shop:contact-email:k', '3600000');
  });

  it('counts in memory while Redis fails, so the limit still holds', async () => {
    const c = new FixedWindowCounter({
      redis: { eval: jest.fn().mockRejectedValue(new Error('Connection is closed.')) } as unknown as Redis,
      prefix: 'p:',
      windowMs: 60_000,
    });
    expect((await c.hit('k')).count).toBe(1);
    expect((await c.hit('k')).count).toBe(2);
  });
});
