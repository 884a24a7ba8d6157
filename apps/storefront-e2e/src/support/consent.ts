import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, encodeConsentCookie } from '@shop/consent';
import type { BrowserContextOptions } from '@playwright/test';

/** The e2e server's cookie policy: CONSENT_POLICY_VERSION's default (the config sets none). */
export const E2E_CONSENT_POLICY_VERSION = '1';

/**
 * The e2e server's GTM container (playwright.config.ts): the registered functional script the
 * consent journeys watch load; Google is never asked, a stub answers (consent.e2e.ts).
 */
export const E2E_GTM_CONTAINER_ID = 'GTM-E2E0001';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser that has already answered the cookie banner (declined functional and advertising,
 * just now), on both sites: every journey starts from it (playwright.config.ts), so the banner
 * fixed over the page's bottom edge is not in the way of what a journey clicks, and the pages
 * load what they loaded before the banner existed (a journey's `browser.newContext()` gets it
 * too: Playwright applies the config's context options to it). The consent journeys start from
 * NO_STORAGE instead.
 */
export function consentDecidedState(origin: string): StorageState {
  const value = encodeConsentCookie({
    policyVersion: E2E_CONSENT_POLICY_VERSION,
    functional: false,
    advertising: false,
    decidedAt: Date.now(),
  });
  const expires = Math.floor(Date.now() / 1000) + CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const host = new URL(origin).hostname;
  return {
    cookies: [host, `staff.${host}`].map((domain) => ({
      name: CONSENT_COOKIE,
      value,
      domain,
      path: '/',
      expires,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}

/** A browser that has never been to the shop: no cookies, no storage. */
export const NO_STORAGE: StorageState = { cookies: [], origins: [] };
