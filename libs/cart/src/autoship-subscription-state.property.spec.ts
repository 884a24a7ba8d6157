/**
 * Property tests of the autoship rules (issue 14): any sequence of self-service actions, with days
 * passing between them, keeps the subscription in a valid state; skips and frequency changes give
 * a future date; cancelled only leaves through reactivate. fast-check prints the seed and the
 * shrunk sequence of a failure; replay it with AUTOSHIP_PROPERTY_SEED.
 */
import fc from 'fast-check';
import {
  AUTOSHIP_CANCEL_REASONS,
  addCalendarDays,
  applyAutoshipAction,
  autoshipNextOrderHorizonDays,
  isValidAutoshipState,
  type AutoshipAction,
  type AutoshipState,
} from './autoship-subscription-state';

const SEED = process.env.AUTOSHIP_PROPERTY_SEED ? Number(process.env.AUTOSHIP_PROPERTY_SEED) : undefined;
const OFFERED = [14, 28, 42, 56];
const START: AutoshipState<number> = {
  status: 'active',
  frequencyDays: 28,
  nextOrderDate: '2026-03-29',
  quantity: 1,
  cancelReason: null,
  shipTo: 0,
};

/** Actions with their inputs drawn wide: valid and invalid values alike. */
const action: fc.Arbitrary<AutoshipAction<number>> = fc.oneof(
  fc.record({
    type: fc.constant('changeFrequency' as const),
    frequencyDays: fc.oneof(fc.constantFrom(...OFFERED), fc.integer({ min: -10, max: 400 })),
  }),
  fc.record({
    type: fc.constant('changeNextOrderDate' as const),
    // Offsets from 2026-03-01, so some land before and some after any 'today' of a run.
    nextOrderDate: fc.oneof(
      fc.integer({ min: -30, max: 400 }).map((days) => addCalendarDays('2026-03-01', days)),
      fc.constantFrom('2026-02-30', 'tomorrow', '', '2026-13-01'),
    ),
  }),
  fc.constant({ type: 'skipNextOrder' as const }),
  fc.constant({ type: 'orderNow' as const }),
  fc.record({
    type: fc.constant('changeQuantity' as const),
    quantity: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double({ noNaN: false })),
  }),
  fc.record({ type: fc.constant('changeShipTo' as const), shipTo: fc.nat() }),
  fc.constant({ type: 'pause' as const }),
  fc.constant({ type: 'resume' as const }),
  fc.record({
    type: fc.constant('cancel' as const),
    reason: fc.oneof(fc.constantFrom(...AUTOSHIP_CANCEL_REASONS), fc.string()),
  }),
  fc.constant({ type: 'reactivate' as const }),
);

/** One step: some days pass, then the shopper acts. */
const step = fc.record({ daysLater: fc.nat({ max: 40 }), action });

function run(steps: { daysLater: number; action: AutoshipAction<number> }[], check: Check): void {
  let state = START;
  let today = '2026-03-01';
  for (const { daysLater, action: act } of steps) {
    today = addCalendarDays(today, daysLater);
    const outcome = applyAutoshipAction(state, act, { today, offeredFrequencyDays: OFFERED });
    check(state, act, outcome.ok ? outcome.state : null, today);
    if (outcome.ok) state = outcome.state;
  }
}

type Check = (
  before: AutoshipState<number>,
  action: AutoshipAction<number>,
  after: AutoshipState<number> | null,
  today: string,
) => void;

const params = { numRuns: 500, ...(SEED === undefined ? {} : { seed: SEED }) };

describe('autoship subscription state, over any sequence of actions', () => {
  it('never reaches an invalid state (quantity 1..5, a reason exactly while cancelled, a real date)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) =>
        run(steps, (_before, _action, after) => {
          if (after) expect(isValidAutoshipState(after)).toBe(true);
        }),
      ),
      params,
    );
  });

  it('skips give a date after today, within the horizon', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) =>
        run(steps, (_before, act, after, today) => {
          if (act.type !== 'skipNextOrder' || !after) return;
          expect(after.nextOrderDate > today).toBe(true);
          expect(
            after.nextOrderDate <= addCalendarDays(today, autoshipNextOrderHorizonDays(after.frequencyDays)),
          ).toBe(true);
        }),
      ),
      params,
    );
  });

  it('frequency changes give a date after today, within one new period, unless an order was already due', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) =>
        run(steps, (before, act, after, today) => {
          if (act.type !== 'changeFrequency' || !after) return;
          expect(OFFERED).toContain(after.frequencyDays);
          const wasDue = before.status === 'active' && before.nextOrderDate <= today;
          if (wasDue) expect(after.nextOrderDate).toBe(before.nextOrderDate);
          else {
            expect(after.nextOrderDate > today).toBe(true);
            expect(after.nextOrderDate <= addCalendarDays(today, after.frequencyDays)).toBe(true);
          }
        }),
      ),
      params,
    );
  });

  it('a chosen next date is always after today and within the horizon', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) =>
        run(steps, (_before, act, after, today) => {
          if (act.type !== 'changeNextOrderDate' || !after) return;
          expect(after.nextOrderDate > today).toBe(true);
          expect(
            after.nextOrderDate <= addCalendarDays(today, autoshipNextOrderHorizonDays(after.frequencyDays)),
          ).toBe(true);
        }),
      ),
      params,
    );
  });

  it('a cancelled subscription leaves that state only through reactivate, and changes nothing else', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) =>
        run(steps, (before, act, after) => {
          if (before.status !== 'cancelled') return;
          if (act.type === 'reactivate') {
            expect(after?.status).toBe('active');
            expect(after?.cancelReason).toBeNull();
          } else expect(after).toBeNull();
        }),
      ),
      params,
    );
  });

  it('resuming and reactivating never leave an order due at once', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) =>
        run(steps, (before, act, after, today) => {
          if (!after || before.status === 'active') return;
          if (act.type === 'resume' || act.type === 'reactivate')
            expect(after.nextOrderDate > today).toBe(true);
        }),
      ),
      params,
    );
  });
});
