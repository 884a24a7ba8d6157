import type { ConsentChoice } from './consent-categories';
import { CONSENT_MAX_AGE_MS } from './consent-constants';

/** A choice as remembered (cookie) or stored (the server): under which policy, and when. */
export interface RecordedConsent extends ConsentChoice {
  policyVersion: string;
  /** When the shopper decided, in epoch milliseconds. */
  decidedAt: number;
}

/**
 * Whether a remembered choice still answers for the shopper: made under the policy in force (a
 * changed policy asks again) and not older than CONSENT_MAX_AGE_MS. A choice dated in the future
 * (a clock far off) is not trusted either.
 */
export function isCurrentConsent(
  recorded: RecordedConsent | null,
  policyVersion: string,
  now: number,
): boolean {
  if (!recorded) return false;
  if (recorded.policyVersion !== policyVersion) return false;
  const age = now - recorded.decidedAt;
  return age >= -CLOCK_SKEW_MS && age < CONSENT_MAX_AGE_MS;
}

/** A browser clock a little ahead of the server's is not a forged date. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Global Privacy Control (`Sec-GPC: 1`, `navigator.globalPrivacyControl`) is a valid opt-out of
 * the sale or sharing of personal data (CCPA regulations §7025): advertising is off whatever the
 * choice says. Functional storage is not sale or sharing and stays the shopper's to decide.
 */
export function withGlobalPrivacyControl(choice: ConsentChoice, gpc: boolean): ConsentChoice {
  return gpc ? { functional: choice.functional, advertising: false } : { ...choice };
}

/** Of two recorded choices (this browser's and the account's), the one made last. */
export function latestConsent(a: RecordedConsent | null, b: RecordedConsent | null): RecordedConsent | null {
  if (!a) return b;
  if (!b) return a;
  return b.decidedAt > a.decidedAt ? b : a;
}
