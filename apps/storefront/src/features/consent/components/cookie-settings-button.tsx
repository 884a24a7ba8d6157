import { requestConsentPreferences } from '../../../lib/consent/consent-preferences-request';
import './cookie-settings-button.css';

/** The footer's 'Cookie settings': reopens the preferences dialog at any time. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="cookie-settings-button" onClick={requestConsentPreferences}>
      Cookie settings
    </button>
  );
}
