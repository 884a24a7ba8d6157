export {
  ACCEPT_ALL,
  CONSENT_CATEGORIES,
  DECLINE_ALL,
  DEFAULT_CONSENT_STATE,
  isOptionalConsentCategory,
  OPTIONAL_CONSENT_CATEGORIES,
} from './consent-categories';
export type {
  ConsentCategory,
  ConsentChoice,
  ConsentState,
  OptionalConsentCategory,
} from './consent-categories';
export { isCurrentConsent, latestConsent, withGlobalPrivacyControl } from './consent-choice';
export type { RecordedConsent } from './consent-choice';
export {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_DAYS,
  CONSENT_MAX_AGE_MS,
  CONSENT_POLL_INTERVAL_MS,
  FORCED_RECHECK_LIFETIME_MS,
  POLICY_VERSION_PATTERN,
} from './consent-constants';
export { decodeConsentCookie, encodeConsentCookie } from './consent-cookie';
export { consentModeSignals } from './consent-mode';
export type { ConsentModeSignals, ConsentModeValue } from './consent-mode';
export { createConsentModule } from './consent-module';
export type { ConsentModule, ConsentModuleOptions, ConsentScheduler } from './consent-module';
export {
  isApprovedByShopper,
  isPreferencesSubmittedMessage,
  PREFERENCES_SUBMITTED_MESSAGE,
} from './privacy-manager-api';
export type { PrivacyManagerAnswer, PrivacyManagerApi } from './privacy-manager-api';
export {
  isRequiredStorageKey,
  REQUIRED_COOKIES,
  REQUIRED_STORAGE_KEY_PREFIXES,
  REQUIRED_STORAGE_KEYS,
} from './required-storage';
export { createScriptRegistry } from './script-registry';
export type {
  ConsentScriptOptions,
  ConsentScriptStatus,
  RegisteredConsentScript,
  ScriptHost,
  ScriptRegistry,
} from './script-registry';
