import { nextIdleExpiry, sessionNeedsTouch, sessionState } from './session-expiry';

const at = (iso: string) => new Date(`2025-01-01T${iso}Z`);
const session = (idle: string, absolute: string, revoked: string | null = null) => ({
  idleExpiresAt: at(idle),
  absoluteExpiresAt: at(absolute),
  revokedAt: revoked ? at(revoked) : null,
});

describe('sessionState', () => {
  it.each([
    ['10:00:00', '10:59:59', '12:00:00', 'active'],
    ['10:59:59', '11:00:00', '12:00:00', 'active'],
    ['11:00:00', '11:00:00', '12:00:00', 'idle-expired'],
    ['11:00:01', '11:00:00', '12:00:00', 'idle-expired'],
    ['12:00:00', '12:00:00', '12:00:00', 'absolute-expired'],
    ['12:00:00', '13:00:00', '12:00:00', 'absolute-expired'],
    ['11:59:59', '12:00:00', '12:00:00', 'active'],
  ] as const)('now %s, idle until %s, absolute until %s → %s', (now, idle, absolute, expected) => {
    expect(sessionState(session(idle, absolute), at(now))).toBe(expected);
  });

  it('a revoked session is revoked, even before it would expire', () => {
    expect(sessionState(session('11:00:00', '12:00:00', '09:00:00'), at('10:00:00'))).toBe('revoked');
  });
});

describe('nextIdleExpiry', () => {
  it('is idle seconds after the use', () => {
    expect(nextIdleExpiry(at('10:00:00'), 7200, at('23:00:00'))).toEqual(at('12:00:00'));
  });
  it('never goes past the absolute expiry', () => {
    expect(nextIdleExpiry(at('10:00:00'), 7200, at('11:00:00'))).toEqual(at('11:00:00'));
  });
});

describe('sessionNeedsTouch', () => {
  it.each([
    ['10:00:00', '10:00:59.999', false],
    ['10:00:00', '10:01:00', true],
    ['10:00:00', '10:30:00', true],
  ])('last seen %s, used %s → %s', (seen, now, expected) => {
    expect(sessionNeedsTouch(at(seen), at(now))).toBe(expected);
  });
});
