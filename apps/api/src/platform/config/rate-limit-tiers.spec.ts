import { DEFAULT_RATE_LIMITS, parseRateLimits } from './rate-limit-tiers';

describe('parseRateLimits', () => {
  it('reads every tier, the strict ones below the default', () => {
    const limits = parseRateLimits(DEFAULT_RATE_LIMITS);
    expect(limits.default).toBe(600);
    for (const tier of ['images', 'search', 'operator', 'signin', 'contact'] as const)
      expect(limits[tier]).toBeLessThan(limits.default);
  });

  it('overrides only the tiers given', () => {
    expect(parseRateLimits('search=5')).toEqual({ ...parseRateLimits(DEFAULT_RATE_LIMITS), search: 5 });
  });

  it.each(['search', 'search=0', 'search=-1', 'login=5', 'search=1e3', 'search=5;default=1'])(
    'refuses %p with a message',
    (text) => {
      expect(() => parseRateLimits(text)).toThrow();
    },
  );
});
