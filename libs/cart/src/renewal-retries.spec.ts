import {
  RENEWAL_MAX_FAILURES,
  RENEWAL_TRANSIENT_RETRY_MINUTES,
  renewalFailureOutcome,
} from './renewal-retries';

const now = new Date('2026-03-10T08:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('renewalFailureOutcome', () => {
  it('retries a first customer failure a day later, a second two days later', () => {
    expect(renewalFailureOutcome({ kind: 'customer', failuresSoFar: 0, now })).toEqual({
      failures: 1,
      retryAt: days(1),
      pause: false,
    });
    expect(renewalFailureOutcome({ kind: 'customer', failuresSoFar: 1, now })).toEqual({
      failures: 2,
      retryAt: days(2),
      pause: false,
    });
  });

  it('pauses at the third customer failure, and at any later one', () => {
    expect(RENEWAL_MAX_FAILURES).toBe(3);
    expect(renewalFailureOutcome({ kind: 'customer', failuresSoFar: 2, now })).toEqual({
      failures: 3,
      retryAt: null,
      pause: true,
    });
    expect(renewalFailureOutcome({ kind: 'customer', failuresSoFar: 5, now }).pause).toBe(true);
  });

  it('never counts a transient failure, so an outage pauses no one', () => {
    let failures = 2;
    for (let attempt = 0; attempt < 10; attempt++) {
      const outcome = renewalFailureOutcome({ kind: 'transient', failuresSoFar: failures, now });
      expect(outcome).toEqual({
        failures: 2,
        retryAt: new Date(now.getTime() + RENEWAL_TRANSIENT_RETRY_MINUTES * 60_000),
        pause: false,
      });
      failures = outcome.failures;
    }
  });

  it('refuses a count that is not a whole number', () => {
    expect(() => renewalFailureOutcome({ kind: 'customer', failuresSoFar: -1, now })).toThrow(RangeError);
    expect(() => renewalFailureOutcome({ kind: 'customer', failuresSoFar: 1.5, now })).toThrow(RangeError);
  });
});
