import { DEFAULT_CONSENT_STATE, type ConsentState } from './consent-categories';
import { CONSENT_POLL_INTERVAL_MS, FORCED_RECHECK_LIFETIME_MS } from './consent-constants';
import { isApprovedByShopper, type PrivacyManagerApi } from './privacy-manager-api';
import type { ScriptRegistry } from './script-registry';

/** Time for the consent module: the page's timers in the browser, a fake clock in tests. */
export interface ConsentScheduler {
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export interface ConsentModuleOptions {
  /** The privacy-manager API when the page has it (`window.privacyManager`). */
  findPrivacyManager: () => PrivacyManagerApi | undefined;
  registry: ScriptRegistry;
  scheduler: ConsentScheduler;
  log: (message: string, error?: unknown) => void;
}

export interface ConsentModule {
  start(): void;
  stop(): void;
  /** SPEC §4: the 'preferences submitted' message; re-reads the manager for FORCED_RECHECK_LIFETIME_MS. */
  preferencesSubmitted(): void;
  state(): ConsentState;
  /** Whether the privacy manager has answered at least once. */
  ready(): boolean;
  subscribe(listener: (state: ConsentState) => void): () => void;
}

/**
 * The consent module of SPEC §4: it polls for the privacy-manager API every 250 ms until the page
 * has it, then reads the functional and advertising categories and hands every change to the
 * script registry. A manager that throws or answers nonsense is logged (SPEC §8) and read as no
 * consent; nothing here ever throws into the page.
 */
export function createConsentModule({
  findPrivacyManager,
  registry,
  scheduler,
  log,
}: ConsentModuleOptions): ConsentModule {
  let state: ConsentState = { ...DEFAULT_CONSENT_STATE };
  let answered = false;
  let cancelTicks: (() => void) | null = null;
  let forcedUntil = 0;
  const listeners = new Set<(state: ConsentState) => void>();

  const read = (api: PrivacyManagerApi, category: 'functional' | 'advertising'): boolean => {
    try {
      return isApprovedByShopper(api.getConsent(category));
    } catch (error) {
      log(`Privacy manager failed to answer for ${category}`, error);
      return false;
    }
  };

  /** Reads the manager; false while the page does not have it yet. */
  const check = (): boolean => {
    let api: PrivacyManagerApi | undefined;
    try {
      api = findPrivacyManager();
    } catch (error) {
      log('Privacy manager lookup failed', error);
    }
    if (!api || typeof api.getConsent !== 'function') return false;
    const next: ConsentState = {
      required: true,
      functional: read(api, 'functional'),
      advertising: read(api, 'advertising'),
    };
    const changed =
      !answered || next.functional !== state.functional || next.advertising !== state.advertising;
    answered = true;
    state = next;
    registry.decide('functional', next.functional);
    registry.decide('advertising', next.advertising);
    if (changed)
      for (const listener of [...listeners]) {
        try {
          listener(state);
        } catch (error) {
          log('Consent listener failed', error);
        }
      }
    return true;
  };

  const stopTicks = () => {
    cancelTicks?.();
    cancelTicks = null;
  };

  const tick = () => {
    const found = check();
    if (found && scheduler.now() >= forcedUntil) stopTicks();
  };

  const ensureTicking = () => {
    if (!cancelTicks) cancelTicks = scheduler.every(CONSENT_POLL_INTERVAL_MS, tick);
  };

  return {
    start() {
      if (!check()) ensureTicking();
    },
    stop() {
      stopTicks();
      forcedUntil = 0;
    },
    preferencesSubmitted() {
      forcedUntil = scheduler.now() + FORCED_RECHECK_LIFETIME_MS;
      check();
      ensureTicking();
    },
    state: () => state,
    ready: () => answered,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
