/** How long a session lasts without use (SESSION_IDLE_SECONDS' default: 2 hours). */
export const DEFAULT_SESSION_IDLE_SECONDS = 7_200;
/** How long a session lasts at most, however often it is used (SESSION_ABSOLUTE_SECONDS' default: 30 days). */
export const DEFAULT_SESSION_ABSOLUTE_SECONDS = 2_592_000;
/** A session's last use is written at most this often, so a busy page does not write on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimes {
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
}

export type SessionState = 'active' | 'revoked' | 'idle-expired' | 'absolute-expired';

/**
 * Whether a session may still be used at `now`. Expiry instants are exclusive: a session whose
 * idle expiry is exactly now has expired. Revocation wins over expiry, so logs say why.
 */
export function sessionState(session: SessionTimes, now: Date): SessionState {
  if (session.revokedAt) return 'revoked';
  if (now.getTime() >= session.absoluteExpiresAt.getTime()) return 'absolute-expired';
  if (now.getTime() >= session.idleExpiresAt.getTime()) return 'idle-expired';
  return 'active';
}

/** The idle expiry after a use at `now`: idle seconds later, never past the absolute expiry. */
export function nextIdleExpiry(now: Date, idleSeconds: number, absoluteExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + idleSeconds * 1000, absoluteExpiresAt.getTime()));
}

/** Whether a use at `now` should be written back (last seen, idle expiry): at most once a minute. */
export function sessionNeedsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
