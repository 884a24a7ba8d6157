import type { ConsentState } from '@shop/consent';
import { useSyncExternalStore } from 'react';
import { consentRuntime } from './consent-runtime';

/**
 * The consent state (SPEC §3: required, functional, advertising) for a component: every category
 * false until the privacy manager has answered, then what it says; re-renders on each change.
 */
export function useConsentState(): ConsentState {
  const { module } = consentRuntime();
  return useSyncExternalStore(module.subscribe, module.state, module.state);
}
