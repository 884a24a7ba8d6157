import {
  ACTIVITY_DEBOUNCE_MS,
  DEFAULT_TOKEN_INACTIVITY_SECONDS,
  inactivityTimeoutMs,
} from './inactivity-timeout';

describe('inactivityTimeoutMs', () => {
  it('debounces activity by 1000 ms (SPEC §9)', () => {
    expect(ACTIVITY_DEBOUNCE_MS).toBe(1000);
  });

  it('uses the configured tokenInactivityTime in seconds', () => {
    expect(inactivityTimeoutMs(600)).toBe(600_000);
    expect(inactivityTimeoutMs(1)).toBe(1000);
  });

  it('falls back to 1800 s without a usable setting', () => {
    expect(DEFAULT_TOKEN_INACTIVITY_SECONDS).toBe(1800);
    for (const missing of [undefined, null, 0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(inactivityTimeoutMs(missing)).toBe(1_800_000);
  });

  it('lets an override shorten the timeout but never lengthen it', () => {
    expect(inactivityTimeoutMs(undefined, 3)).toBe(3000);
    expect(inactivityTimeoutMs(600, 2.5)).toBe(2500);
    expect(inactivityTimeoutMs(600, 7200)).toBe(600_000);
    expect(inactivityTimeoutMs(600, 0)).toBe(600_000);
  });
});
