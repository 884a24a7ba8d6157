import type { RecordedConsent } from './consent-choice';
import { POLICY_VERSION_PATTERN } from './consent-constants';

/**
 * The consent cookie's value: `{policyVersion}:{functional 0|1}:{advertising 0|1}:{decided, epoch
 * seconds}`, e.g. `2026-05:1:0:1779000000`. Short, readable in a browser's storage panel, and
 * nothing in it identifies the shopper.
 */
export function encodeConsentCookie(consent: RecordedConsent): string {
  if (!POLICY_VERSION_PATTERN.test(consent.policyVersion))
    throw new Error(`Invalid consent policy version '${consent.policyVersion}'`);
  const seconds = Math.floor(consent.decidedAt / 1000);
  return `${consent.policyVersion}:${bit(consent.functional)}:${bit(consent.advertising)}:${seconds}`;
}

const COOKIE_SHAPE = /^([A-Za-z0-9._-]{1,32}):([01]):([01]):(\d{1,12})$/;

/** The choice a cookie value holds, or null for anything else (a damaged or foreign value). */
export function decodeConsentCookie(value: string | null | undefined): RecordedConsent | null {
  if (!value) return null;
  const match = COOKIE_SHAPE.exec(value);
  if (!match) return null;
  return {
    policyVersion: match[1],
    functional: match[2] === '1',
    advertising: match[3] === '1',
    decidedAt: Number(match[4]) * 1000,
  };
}

function bit(value: boolean): '0' | '1' {
  return value ? '1' : '0';
}
