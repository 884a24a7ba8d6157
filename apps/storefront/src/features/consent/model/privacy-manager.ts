import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  decodeConsentCookie,
  encodeConsentCookie,
  isCurrentConsent,
  PREFERENCES_SUBMITTED_MESSAGE,
  withGlobalPrivacyControl,
  type ConsentChoice,
  type PrivacyManagerAnswer,
  type PrivacyManagerApi,
  type RecordedConsent,
} from '@shop/consent';

/** What the privacy manager needs from the page (the browser's, or a test's). */
export interface PrivacyManagerEnvironment {
  policyVersion: string;
  /** Global Privacy Control is on (`navigator.globalPrivacyControl`). */
  gpc: boolean;
  now: () => number;
  readCookie: (name: string) => string | null;
  writeCookie: (name: string, value: string, maxAgeSeconds: number) => void;
  /** Posts the 'preferences submitted' message to this page. */
  post: (message: unknown) => void;
}

/**
 * The shop's own privacy manager: what the consent module polls for (SPEC §7 `getConsent`), plus
 * what the banner and the dialog do with it. The choice lives in the first-party consent cookie,
 * under the policy version (libs/consent isCurrentConsent: another version, or an old choice, is
 * no choice); Global Privacy Control keeps advertising off whatever the cookie says.
 */
export interface ShopPrivacyManager extends PrivacyManagerApi {
  readonly policyVersion: string;
  readonly gpc: boolean;
  /** The shopper's current choice, or null when they must be asked (same object until it changes). */
  current(): RecordedConsent | null;
  /** The shopper decided (banner or dialog): remembered now, and announced to the consent module. */
  submit(choice: ConsentChoice): RecordedConsent;
  /** A choice made elsewhere (the account, on another device) becomes this browser's. */
  adopt(recorded: RecordedConsent): void;
  subscribe(listener: () => void): () => void;
}

const COOKIE_MAX_AGE_SECONDS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
const IMPLIED_DENIAL: PrivacyManagerAnswer = { consent: 'denied', source: 'implied' };

export function createPrivacyManager(env: PrivacyManagerEnvironment): ShopPrivacyManager {
  const listeners = new Set<() => void>();
  const readCurrent = (): RecordedConsent | null => {
    const stored = decodeConsentCookie(env.readCookie(CONSENT_COOKIE));
    if (!stored || !isCurrentConsent(stored, env.policyVersion, env.now())) return null;
    return { ...stored, ...withGlobalPrivacyControl(stored, env.gpc) };
  };
  let current = readCurrent();

  const remember = (recorded: RecordedConsent) => {
    const kept = { ...recorded, ...withGlobalPrivacyControl(recorded, env.gpc) };
    env.writeCookie(CONSENT_COOKIE, encodeConsentCookie(kept), COOKIE_MAX_AGE_SECONDS);
    current = kept;
    env.post({ ...PREFERENCES_SUBMITTED_MESSAGE });
    for (const listener of [...listeners]) listener();
    return kept;
  };

  return {
    policyVersion: env.policyVersion,
    gpc: env.gpc,
    getConsent(category) {
      if (category === 'required') return { consent: 'approved', source: 'asserted' };
      if (!current) return IMPLIED_DENIAL;
      if (category === 'advertising' && env.gpc) return IMPLIED_DENIAL;
      return { consent: current[category] ? 'approved' : 'denied', source: 'asserted' };
    },
    current: () => current,
    submit: (choice) =>
      remember({
        policyVersion: env.policyVersion,
        functional: choice.functional,
        advertising: choice.advertising,
        decidedAt: env.now(),
      }),
    adopt(recorded) {
      if (recorded.policyVersion !== env.policyVersion) return;
      remember(recorded);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
