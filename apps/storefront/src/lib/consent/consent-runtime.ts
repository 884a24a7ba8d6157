import {
  createConsentModule,
  createScriptRegistry,
  isPreferencesSubmittedMessage,
  type ConsentModule,
  type ConsentScriptOptions,
  type PrivacyManagerApi,
  type RegisteredConsentScript,
  type ScriptRegistry,
} from '@shop/consent';
import { domScriptHost } from './dom-script-host';

declare global {
  interface Window {
    /** The privacy-manager API (SPEC §7): the shop's own, installed by the consent feature. */
    privacyManager?: PrivacyManagerApi;
  }
}

interface ConsentRuntime {
  registry: ScriptRegistry;
  module: ConsentModule;
}

let runtime: ConsentRuntime | null = null;
let started = false;

/** SPEC §8: consent code errors go to the console only, never to the shopper. */
function logConsentError(message: string, error?: unknown): void {
  if (error === undefined) console.error(message);
  else console.error(message, error);
}

/**
 * The page's one consent module and script registry (libs/consent, SPEC §4), on the page's DOM
 * and timers. Made on first use; polling starts with startConsentRuntime.
 */
export function consentRuntime(): ConsentRuntime {
  if (!runtime) {
    const registry = createScriptRegistry(domScriptHost(), logConsentError);
    const module = createConsentModule({
      findPrivacyManager: () => window.privacyManager,
      registry,
      scheduler: {
        now: () => Date.now(),
        every: (ms, tick) => {
          const id = window.setInterval(tick, ms);
          return () => window.clearInterval(id);
        },
      },
      log: logConsentError,
    });
    runtime = { registry, module };
  }
  return runtime;
}

/**
 * Starts polling for the privacy manager and listens for its 'preferences submitted' message
 * (from this page or its origin only). Once per page.
 */
export function startConsentRuntime(): void {
  if (started) return;
  started = true;
  const { module } = consentRuntime();
  window.addEventListener('message', (event: MessageEvent) => {
    // Posted by this page (the shop's manager) or a frame of the shop's own origin; a re-check only
    // reads the manager again, so a stray message costs a read, never a wrong answer.
    const ours = event.source === window || event.origin === window.location.origin;
    if (ours && isPreferencesSubmittedMessage(event.data)) module.preferencesSubmitted();
  });
  module.start();
}

/**
 * Registers a script that may run only with consent (SPEC §3/§4): loaded at once when its category
 * is already consented, else when it is; see libs/consent ConsentScriptOptions for the callbacks.
 */
export function registerConsentScript(options: ConsentScriptOptions): RegisteredConsentScript {
  return consentRuntime().registry.register(options);
}

/** Test-only: forget the page's runtime. */
export function resetConsentRuntimeForTests(): void {
  runtime?.module.stop();
  runtime = null;
  started = false;
}
