import { consentModeSignals, DEFAULT_CONSENT_STATE, type ConsentState } from '@shop/consent';
import { consentRuntime, registerConsentScript } from '../../../lib/consent/consent-runtime';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * gtag's command form. Consent commands must reach the data layer as an Arguments object: GTM
 * reads a pushed array as data, not as a command, and would ignore the consent signals.
 */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- see above: GTM needs the Arguments object itself
  window.dataLayer.push(arguments);
}

let defaultsSet = false;

/**
 * Google Consent Mode v2: every signal denied but security storage, set before any tag can load
 * (the container is only added after consent), then updated on each change of the consent state.
 */
export function installGoogleConsentMode(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', consentModeSignals(DEFAULT_CONSENT_STATE));
  const { module } = consentRuntime();
  module.subscribe((state) => updateConsentMode(state));
}

function updateConsentMode(state: ConsentState): void {
  gtag('consent', 'update', consentModeSignals(state));
}

/** The GTM container's script address. */
export function tagManagerSource(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

/**
 * The configured GTM container as a consent script: it carries analytics, so it loads with
 * functional consent; its advertising tags follow Consent Mode's ad signals, granted only with
 * advertising consent. The update is pushed before the container's start event, so tags firing on
 * page load already see the shopper's choice.
 */
export function registerTagManager(containerId: string) {
  return registerConsentScript({
    id: 'google-tag-manager',
    src: tagManagerSource(containerId),
    category: 'functional',
    onApprove: () => updateConsentMode(consentRuntime().module.state()),
    onBeforeLoad: () => {
      window.dataLayer ??= [];
      window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    },
  });
}
