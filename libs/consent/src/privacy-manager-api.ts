import type { ConsentCategory } from './consent-categories';

/**
 * What a privacy manager answers for a category (SPEC §7: `getConsent`). The shape of the big
 * consent platforms': `approved` or `denied`, and whether the shopper said so (`asserted`) or it
 * is the manager's default (`implied`, e.g. before any choice, or a Global Privacy Control opt-out).
 */
export interface PrivacyManagerAnswer {
  consent: 'approved' | 'denied';
  source: 'asserted' | 'implied';
}

/** The privacy-manager API on the page, `window.privacyManager` (features/consent installs the shop's). */
export interface PrivacyManagerApi {
  getConsent(category: ConsentCategory): PrivacyManagerAnswer;
}

/**
 * SPEC §4: a category counts as given only when the manager reports it approved with source
 * asserted; anything else (denied, implied, a malformed answer) is not consent.
 */
export function isApprovedByShopper(answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null) return false;
  const { consent, source } = answer as Partial<PrivacyManagerAnswer>;
  return consent === 'approved' && source === 'asserted';
}

/** The message a preference manager posts when the shopper submits the dialog (SPEC §4). */
export const PREFERENCES_SUBMITTED_MESSAGE = Object.freeze({
  source: 'preference_manager',
  message: 'submit_preferences',
});

/** Whether a window message is 'preferences submitted', as an object or as its JSON text. */
export function isPreferencesSubmittedMessage(data: unknown): boolean {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > 200) return false;
    try {
      value = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (typeof value !== 'object' || value === null) return false;
  const { source, message } = value as Record<string, unknown>;
  return source === PREFERENCES_SUBMITTED_MESSAGE.source && message === PREFERENCES_SUBMITTED_MESSAGE.message;
}
