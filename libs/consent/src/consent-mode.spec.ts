import { DEFAULT_CONSENT_STATE } from './consent-categories';
import { consentModeSignals } from './consent-mode';

describe('Google Consent Mode v2 signals', () => {
  it('denies everything but security storage before any choice (the default command)', () => {
    expect(consentModeSignals(DEFAULT_CONSENT_STATE)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('functional grants analytics, functionality and personalisation, never the ad signals', () => {
    const signals = consentModeSignals({ required: true, functional: true, advertising: false });
    expect(signals).toMatchObject({
      analytics_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('advertising grants the three ad signals only', () => {
    const signals = consentModeSignals({ required: true, functional: false, advertising: true });
    expect(signals).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});
