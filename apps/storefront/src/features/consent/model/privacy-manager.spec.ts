import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, PREFERENCES_SUBMITTED_MESSAGE } from '@shop/consent';
import { describe, expect, it, vi } from 'vitest';
import { createPrivacyManager, type PrivacyManagerEnvironment } from './privacy-manager';

const NOW = Date.UTC(2026, 5, 1, 12);

function setup(overrides: Partial<PrivacyManagerEnvironment> = {}, cookie: string | null = null) {
  const jar = new Map<string, string>();
  if (cookie) jar.set(CONSENT_COOKIE, cookie);
  const env: PrivacyManagerEnvironment = {
    policyVersion: '2',
    gpc: false,
    now: () => NOW,
    readCookie: (name) => jar.get(name) ?? null,
    writeCookie: vi.fn((name: string, value: string) => void jar.set(name, value)),
    post: vi.fn(),
    ...overrides,
  };
  return { manager: createPrivacyManager(env), env, jar };
}

describe('the shop’s privacy manager (SPEC §7 getConsent)', () => {
  it('before a choice: required approved, functional and advertising denied by default (implied)', () => {
    const { manager } = setup();
    expect(manager.current()).toBeNull();
    expect(manager.getConsent('required')).toEqual({ consent: 'approved', source: 'asserted' });
    expect(manager.getConsent('functional')).toEqual({ consent: 'denied', source: 'implied' });
    expect(manager.getConsent('advertising')).toEqual({ consent: 'denied', source: 'implied' });
  });

  it('remembers a choice in the versioned first-party cookie for 180 days and posts “preferences submitted”', () => {
    const { manager, env, jar } = setup();
    manager.submit({ functional: true, advertising: false });
    expect(env.writeCookie).toHaveBeenCalledWith(
      CONSENT_COOKIE,
      `2:1:0:${NOW / 1000}`,
      CONSENT_MAX_AGE_DAYS * 24 * 60 * 60,
    );
    expect(jar.get(CONSENT_COOKIE)).toBe(`2:1:0:${NOW / 1000}`);
    expect(env.post).toHaveBeenCalledWith(PREFERENCES_SUBMITTED_MESSAGE);
    expect(manager.getConsent('functional')).toEqual({ consent: 'approved', source: 'asserted' });
    expect(manager.getConsent('advertising')).toEqual({ consent: 'denied', source: 'asserted' });
  });

  it('reads the choice back on the next page', () => {
    const { manager } = setup({}, `2:0:1:${NOW / 1000 - 60}`);
    expect(manager.current()).toMatchObject({ functional: false, advertising: true });
    expect(manager.getConsent('advertising')).toEqual({ consent: 'approved', source: 'asserted' });
  });

  it('asks again when the policy version changed', () => {
    const { manager } = setup({ policyVersion: '3' }, `2:1:1:${NOW / 1000}`);
    expect(manager.current()).toBeNull();
    expect(manager.getConsent('functional').source).toBe('implied');
  });

  it('under Global Privacy Control advertising is off, whatever the cookie or the choice says', () => {
    const { manager, jar } = setup({ gpc: true }, `2:1:1:${NOW / 1000}`);
    expect(manager.getConsent('advertising')).toEqual({ consent: 'denied', source: 'implied' });
    expect(manager.getConsent('functional')).toEqual({ consent: 'approved', source: 'asserted' });
    manager.submit({ functional: true, advertising: true });
    expect(jar.get(CONSENT_COOKIE)).toBe(`2:1:0:${NOW / 1000}`);
    expect(manager.current()?.advertising).toBe(false);
  });

  it('adopts the account’s choice under the same policy only, and tells subscribers', () => {
    const { manager } = setup();
    const heard = vi.fn();
    manager.subscribe(heard);
    manager.adopt({ policyVersion: '1', functional: true, advertising: true, decidedAt: NOW });
    expect(manager.current()).toBeNull();
    manager.adopt({ policyVersion: '2', functional: true, advertising: true, decidedAt: NOW - 1000 });
    expect(manager.current()).toMatchObject({ functional: true, advertising: true, decidedAt: NOW - 1000 });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
