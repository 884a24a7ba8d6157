import { readCookie, writeCookie } from '../../../lib/browser/cookies';
import { createPrivacyManager, type ShopPrivacyManager } from './privacy-manager';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/). */
    globalPrivacyControl?: boolean;
  }
}

/** The privacy manager on this page's cookie, clock and window; installed as `window.privacyManager`. */
export function installBrowserPrivacyManager(policyVersion: string): ShopPrivacyManager {
  const manager = createPrivacyManager({
    policyVersion,
    gpc: navigator.globalPrivacyControl === true,
    now: () => Date.now(),
    readCookie,
    writeCookie,
    post: (message) => window.postMessage(message, window.location.origin),
  });
  window.privacyManager = manager;
  return manager;
}
