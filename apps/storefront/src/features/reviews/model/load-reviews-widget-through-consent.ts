import { registerConsentScript } from '../../../lib/consent/consent-runtime';
import { REVIEWS_WIDGET_SCRIPT_ATTRIBUTE } from './load-reviews-widget-script';
import {
  REVIEWS_WIDGET_GLOBAL,
  REVIEWS_WIDGET_READY_EVENT,
  type ReviewsWidgetApi,
} from './reviews-widget-contract';

/** The widget's entry in the page's consent registry. */
export const REVIEWS_WIDGET_CONSENT_ID = 'reviews-widget';

/**
 * Loads the reviews widget through the consent registry (SPEC §2, §7: the reviews script after
 * functional consent), so the registry owns its script element: a decline takes it off the page
 * (removeOnDecline; the seam unmounts the widget). A module that has run cannot be unloaded, so a
 * later consent mounts the API it left rather than loading the script again. The registry loads it
 * at once when functional consent is already given, which is the only time the seam calls this.
 */
export function loadReviewsWidgetThroughConsent(src: string): Promise<ReviewsWidgetApi> {
  const ready = window[REVIEWS_WIDGET_GLOBAL];
  if (ready) return Promise.resolve(ready);
  return new Promise<ReviewsWidgetApi>((resolve, reject) => {
    const onReady = () => {
      const api = window[REVIEWS_WIDGET_GLOBAL];
      if (api) resolve(api);
      else reject(new Error(`The reviews widget at ${src} did not start`));
    };
    window.addEventListener(REVIEWS_WIDGET_READY_EVENT, onReady, { once: true });
    registerConsentScript({
      id: REVIEWS_WIDGET_CONSENT_ID,
      src,
      category: 'functional',
      attributes: { type: 'module', [REVIEWS_WIDGET_SCRIPT_ATTRIBUTE]: '' },
      removeOnDecline: true,
    });
  });
}
