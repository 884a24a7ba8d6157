import { DEFAULT_CONSENT_STATE } from './consent-categories';
import { CONSENT_POLL_INTERVAL_MS, FORCED_RECHECK_LIFETIME_MS } from './consent-constants';
import { createConsentModule, type ConsentScheduler } from './consent-module';
import type { PrivacyManagerAnswer, PrivacyManagerApi } from './privacy-manager-api';
import { createScriptRegistry } from './script-registry';

/** A clock the test moves by hand; `every` ticks as time passes. */
function fakeScheduler() {
  let now = 0;
  const timers = new Set<{ ms: number; next: number; tick: () => void }>();
  const scheduler: ConsentScheduler = {
    now: () => now,
    every(ms, tick) {
      const timer = { ms, next: now + ms, tick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
      if (!due) break;
      now = due.next;
      due.next += due.ms;
      due.tick();
    }
    now = end;
  };
  return { scheduler, advance, running: () => timers.size };
}

const approved: PrivacyManagerAnswer = { consent: 'approved', source: 'asserted' };
const implied: PrivacyManagerAnswer = { consent: 'denied', source: 'implied' };

function setup() {
  const clock = fakeScheduler();
  const answers: Record<string, PrivacyManagerAnswer> = { functional: implied, advertising: implied };
  let api: PrivacyManagerApi | undefined;
  const lookups = jest.fn(() => api);
  const inserted: string[] = [];
  const log = jest.fn();
  const registry = createScriptRegistry(
    { insert: (script) => void inserted.push(script.id), remove: () => undefined },
    log,
  );
  const consent = createConsentModule({
    findPrivacyManager: lookups,
    registry,
    scheduler: clock.scheduler,
    log,
  });
  const install = () => {
    api = { getConsent: (category) => answers[category] ?? implied };
  };
  return {
    clock,
    answers,
    lookups,
    inserted,
    log,
    registry,
    consent,
    install,
    uninstall: () => (api = undefined),
  };
}

describe('consent module (SPEC §4 Consent, §9 poll 250 ms)', () => {
  it('starts with every category false (SPEC §3)', () => {
    const { consent } = setup();
    expect(consent.state()).toEqual(DEFAULT_CONSENT_STATE);
    expect(consent.ready()).toBe(false);
  });

  it('polls for the privacy-manager API every 250 ms until the page has it, then stops', () => {
    const { clock, consent, lookups, install } = setup();
    consent.start();
    expect(lookups).toHaveBeenCalledTimes(1);
    clock.advance(CONSENT_POLL_INTERVAL_MS - 1);
    expect(lookups).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(lookups).toHaveBeenCalledTimes(2);
    clock.advance(CONSENT_POLL_INTERVAL_MS * 3);
    expect(lookups).toHaveBeenCalledTimes(5);
    install();
    clock.advance(CONSENT_POLL_INTERVAL_MS);
    expect(consent.ready()).toBe(true);
    expect(clock.running()).toBe(0);
    clock.advance(CONSENT_POLL_INTERVAL_MS * 10);
    expect(lookups).toHaveBeenCalledTimes(6);
  });

  it('reads the manager at once when it is already on the page, without a timer', () => {
    const { clock, consent, install } = setup();
    install();
    consent.start();
    expect(consent.ready()).toBe(true);
    expect(clock.running()).toBe(0);
  });

  it('functional becomes true only for approved with source asserted, and the registered scripts load', () => {
    const { consent, answers, install, inserted, registry } = setup();
    const reviews = registry.register({ id: 'reviews', src: '/reviews.js' });
    answers.functional = { consent: 'approved', source: 'implied' };
    install();
    consent.start();
    expect(consent.state().functional).toBe(false);
    expect(reviews.status).toBe('removed');
    answers.functional = approved;
    consent.preferencesSubmitted();
    expect(consent.state()).toEqual({ required: true, functional: true, advertising: false });
    expect(reviews.status).toBe('loaded');
    expect(inserted).toEqual(['reviews']);
  });

  it('otherwise functional becomes false and every script is marked removed', () => {
    const { consent, answers, install, registry } = setup();
    const reviews = registry.register({ id: 'reviews', src: '/reviews.js' });
    answers.functional = approved;
    install();
    consent.start();
    answers.functional = { consent: 'denied', source: 'asserted' };
    consent.preferencesSubmitted();
    expect(consent.state().functional).toBe(false);
    expect(reviews.status).toBe('removed');
  });

  it("the 'preferences submitted' message forces re-checks for 1000 ms, then they stop", () => {
    const { clock, consent, answers, install, lookups } = setup();
    install();
    consent.start();
    lookups.mockClear();
    consent.preferencesSubmitted();
    expect(lookups).toHaveBeenCalledTimes(1);
    // The manager stores the choice a little after its message: a re-check inside the lifetime sees it.
    answers.functional = approved;
    clock.advance(CONSENT_POLL_INTERVAL_MS);
    expect(consent.state().functional).toBe(true);
    clock.advance(FORCED_RECHECK_LIFETIME_MS);
    const checks = lookups.mock.calls.length;
    expect(checks).toBe(1 + FORCED_RECHECK_LIFETIME_MS / CONSENT_POLL_INTERVAL_MS);
    expect(clock.running()).toBe(0);
    answers.functional = implied;
    clock.advance(FORCED_RECHECK_LIFETIME_MS);
    expect(consent.state().functional).toBe(true);
  });

  it('tells subscribers about changes only', () => {
    const { consent, answers, install } = setup();
    const seen: boolean[] = [];
    consent.subscribe((state) => seen.push(state.advertising));
    install();
    consent.start();
    consent.preferencesSubmitted();
    answers.advertising = approved;
    consent.preferencesSubmitted();
    expect(seen).toEqual([false, true]);
  });

  it('a manager that throws or answers nonsense is logged and read as no consent (SPEC §8)', () => {
    const { consent, log, registry } = setup();
    const reviews = registry.register({ id: 'reviews', src: '/reviews.js' });
    const module = createConsentModule({
      findPrivacyManager: () => ({
        getConsent: (category) => {
          if (category === 'functional') throw new Error('manager broken');
          return 'yes' as unknown as PrivacyManagerAnswer;
        },
      }),
      registry,
      scheduler: { now: () => 0, every: () => () => undefined },
      log,
    });
    expect(() => module.start()).not.toThrow();
    expect(module.state()).toEqual({ required: true, functional: false, advertising: false });
    expect(reviews.status).toBe('removed');
    expect(log).toHaveBeenCalledWith('Privacy manager failed to answer for functional', expect.any(Error));
    expect(consent.state()).toEqual(DEFAULT_CONSENT_STATE);
  });

  it('a listener that throws is logged, the others still hear', () => {
    const { consent, install, log } = setup();
    const heard = jest.fn();
    consent.subscribe(() => {
      throw new Error('listener bug');
    });
    consent.subscribe(heard);
    install();
    consent.start();
    expect(heard).toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('Consent listener failed', expect.any(Error));
  });

  it('stop() ends the polling', () => {
    const { clock, consent } = setup();
    consent.start();
    consent.stop();
    expect(clock.running()).toBe(0);
  });
});
