import { ACTIVITY_DEBOUNCE_MS } from '@shop/identity';
import { useEffect, useRef } from 'react';

/** SPEC §4: mouse movement and key presses count as activity. */
const ACTIVITY_EVENTS = ['mousemove', 'keydown'] as const;

export interface InactivityTimerOptions {
  /** Off while signed out, while the alert is open and once the session ended (SPEC §4). */
  enabled: boolean;
  timeoutMs: number;
  onTimeout: () => void;
}

/**
 * SPEC §4 inactivity: while enabled, `onTimeout` runs after `timeoutMs` without activity. Activity
 * restarts the countdown once it has paused for 1000 ms (debounced), so a moving mouse does not
 * reset a timer per pixel. The activity listeners exist only while enabled: they are removed when
 * the timer fires or is disabled, and added again (with a fresh countdown) when it is re-enabled.
 */
export function useInactivityTimer({ enabled, timeoutMs, onTimeout }: InactivityTimerOptions): void {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });

  useEffect(() => {
    if (!enabled) return;
    let countdown: number | undefined;
    let debounce: number | undefined;

    const stop = () => {
      window.clearTimeout(countdown);
      window.clearTimeout(debounce);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    };
    const fire = () => {
      stop();
      onTimeoutRef.current();
    };
    const restart = () => {
      window.clearTimeout(countdown);
      countdown = window.setTimeout(fire, timeoutMs);
    };
    function onActivity() {
      window.clearTimeout(debounce);
      debounce = window.setTimeout(restart, ACTIVITY_DEBOUNCE_MS);
    }

    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
    restart();
    return stop;
  }, [enabled, timeoutMs]);
}
