import type { ConsentState } from './consent-categories';

/** Google Consent Mode v2's signals (the `consent` command of gtag). */
export interface ConsentModeSignals {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  functionality_storage: ConsentModeValue;
  personalization_storage: ConsentModeValue;
  security_storage: ConsentModeValue;
}
export type ConsentModeValue = 'granted' | 'denied';

/**
 * The signals for a consent state. Advertising grants the three ad signals; functional grants
 * functionality, personalisation and analytics storage (the shop has no separate analytics
 * category); security storage is required storage and always granted. Before any choice
 * (DEFAULT_CONSENT_STATE) everything else is denied: the `consent default` command.
 */
export function consentModeSignals(state: ConsentState): ConsentModeSignals {
  const ads = value(state.advertising);
  const functional = value(state.functional);
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: functional,
    functionality_storage: functional,
    personalization_storage: functional,
    security_storage: 'granted',
  };
}

function value(granted: boolean): ConsentModeValue {
  return granted ? 'granted' : 'denied';
}
