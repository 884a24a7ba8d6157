import { isCurrentConsent, latestConsent, withGlobalPrivacyControl } from './consent-choice';
import { CONSENT_MAX_AGE_MS } from './consent-constants';

const now = Date.UTC(2026, 5, 1);
const choice = { policyVersion: '2', functional: true, advertising: true, decidedAt: now - 1000 };

describe('isCurrentConsent (a changed policy or an old choice asks again)', () => {
  it('holds a choice made under the policy in force', () => {
    expect(isCurrentConsent(choice, '2', now)).toBe(true);
  });

  it('asks again when the policy version changed', () => {
    expect(isCurrentConsent(choice, '3', now)).toBe(false);
  });

  it('asks again once the choice is CONSENT_MAX_AGE_MS old, not a millisecond before', () => {
    expect(isCurrentConsent({ ...choice, decidedAt: now - CONSENT_MAX_AGE_MS + 1 }, '2', now)).toBe(true);
    expect(isCurrentConsent({ ...choice, decidedAt: now - CONSENT_MAX_AGE_MS }, '2', now)).toBe(false);
  });

  it('does not trust a choice dated more than five minutes ahead', () => {
    expect(isCurrentConsent({ ...choice, decidedAt: now + 5 * 60 * 1000 }, '2', now)).toBe(true);
    expect(isCurrentConsent({ ...choice, decidedAt: now + 5 * 60 * 1000 + 1 }, '2', now)).toBe(false);
  });

  it('no choice is not current', () => {
    expect(isCurrentConsent(null, '2', now)).toBe(false);
  });
});

describe('withGlobalPrivacyControl (CCPA regulations §7025)', () => {
  it('turns advertising off under GPC and leaves functional to the shopper', () => {
    expect(withGlobalPrivacyControl({ functional: true, advertising: true }, true)).toEqual({
      functional: true,
      advertising: false,
    });
  });

  it('changes nothing without GPC', () => {
    expect(withGlobalPrivacyControl({ functional: false, advertising: true }, false)).toEqual({
      functional: false,
      advertising: true,
    });
  });
});

describe('latestConsent', () => {
  it('takes the choice made last, or whichever exists', () => {
    const older = { ...choice, functional: false, decidedAt: now - 5000 };
    expect(latestConsent(older, choice)).toBe(choice);
    expect(latestConsent(choice, older)).toBe(choice);
    expect(latestConsent(null, older)).toBe(older);
    expect(latestConsent(older, null)).toBe(older);
    expect(latestConsent(null, null)).toBeNull();
  });
});
