import {
  AUTOSHIP_CANCEL_REASON_LABELS,
  AUTOSHIP_CANCEL_REASONS,
  AUTOSHIP_NEXT_ORDER_MAX_DAYS_AHEAD,
  addCalendarDays,
  applyAutoshipAction,
  autoshipActionsFor,
  autoshipNextOrderDateRange,
  autoshipNextOrderHorizonDays,
  calendarDaysBetween,
  isAutoshipOrderDue,
  isCalendarDate,
  isValidAutoshipState,
  type AutoshipAction,
  type AutoshipContext,
  type AutoshipOutcome,
  type AutoshipState,
} from './autoship-subscription-state';

const TODAY = '2026-03-10';
const CONTEXT: AutoshipContext = { today: TODAY, offeredFrequencyDays: [14, 28, 42, 56] };
const ACTIVE: AutoshipState<string> = {
  status: 'active',
  frequencyDays: 28,
  nextOrderDate: '2026-03-20',
  quantity: 2,
  cancelReason: null,
  shipTo: 'home',
};
const PAUSED: AutoshipState<string> = { ...ACTIVE, status: 'paused' };
const CANCELLED: AutoshipState<string> = { ...ACTIVE, status: 'cancelled', cancelReason: 'TOO_MUCH_FOOD' };

function apply(
  state: AutoshipState<string>,
  action: AutoshipAction<string>,
  context: AutoshipContext = CONTEXT,
): AutoshipOutcome<string> {
  return applyAutoshipAction(state, action, context);
}

function stateOf(outcome: AutoshipOutcome<string>): AutoshipState<string> {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.code}`);
  return outcome.state;
}

function codeOf(outcome: AutoshipOutcome<string>): string {
  if (outcome.ok) throw new Error('accepted');
  return outcome.refusal.code;
}

describe('autoship subscription state', () => {
  describe('dates', () => {
    it('accepts real calendar days only', () => {
      expect(isCalendarDate('2028-02-29')).toBe(true);
      expect(isCalendarDate('2026-02-29')).toBe(false);
      expect(isCalendarDate('2026-13-01')).toBe(false);
      expect(isCalendarDate('2026-3-1')).toBe(false);
      expect(isCalendarDate('2026-03-01T00:00:00Z')).toBe(false);
      expect(isCalendarDate('')).toBe(false);
    });

    it('counts calendar days across month and year ends', () => {
      expect(addCalendarDays('2026-12-20', 14)).toBe('2027-01-03');
      expect(calendarDaysBetween('2026-12-20', '2027-01-03')).toBe(14);
      expect(calendarDaysBetween('2026-03-10', '2026-03-01')).toBe(-9);
    });

    it('lets the next date go from tomorrow to 120 days ahead, or two periods of a longer plan', () => {
      expect(AUTOSHIP_NEXT_ORDER_MAX_DAYS_AHEAD).toBe(120);
      expect(autoshipNextOrderHorizonDays(14)).toBe(120);
      expect(autoshipNextOrderHorizonDays(60)).toBe(120);
      expect(autoshipNextOrderHorizonDays(84)).toBe(168);
      expect(autoshipNextOrderDateRange(TODAY, 28)).toEqual({ earliest: '2026-03-11', latest: '2026-07-08' });
    });

    it('calls an active subscription due on or before its next date, never a paused one', () => {
      expect(isAutoshipOrderDue({ status: 'active', nextOrderDate: TODAY }, TODAY)).toBe(true);
      expect(isAutoshipOrderDue({ status: 'active', nextOrderDate: '2026-03-01' }, TODAY)).toBe(true);
      expect(isAutoshipOrderDue({ status: 'active', nextOrderDate: '2026-03-11' }, TODAY)).toBe(false);
      expect(isAutoshipOrderDue({ status: 'paused', nextOrderDate: '2026-03-01' }, TODAY)).toBe(false);
    });
  });

  describe('change frequency', () => {
    it('takes a frequency the product offers, keeping a sooner next date', () => {
      expect(stateOf(apply(ACTIVE, { type: 'changeFrequency', frequencyDays: 56 }))).toEqual({
        ...ACTIVE,
        frequencyDays: 56,
      });
    });

    it('brings the next date to one new period from today when the new period is shorter', () => {
      const far = { ...ACTIVE, frequencyDays: 56, nextOrderDate: '2026-04-30' };
      expect(stateOf(apply(far, { type: 'changeFrequency', frequencyDays: 14 })).nextOrderDate).toBe(
        '2026-03-24',
      );
    });

    it('refuses a frequency the product does not offer', () => {
      expect(codeOf(apply(ACTIVE, { type: 'changeFrequency', frequencyDays: 30 }))).toBe(
        'FREQUENCY_NOT_OFFERED',
      );
      expect(codeOf(apply(ACTIVE, { type: 'changeFrequency', frequencyDays: 0 }))).toBe(
        'FREQUENCY_NOT_OFFERED',
      );
    });

    it('keeps an order that is due (order now) due', () => {
      const due = { ...ACTIVE, nextOrderDate: TODAY };
      expect(stateOf(apply(due, { type: 'changeFrequency', frequencyDays: 14 })).nextOrderDate).toBe(TODAY);
    });

    it('gives a paused subscription with a past date a future one', () => {
      const old = { ...PAUSED, nextOrderDate: '2026-01-01' };
      expect(stateOf(apply(old, { type: 'changeFrequency', frequencyDays: 14 })).nextOrderDate).toBe(
        '2026-03-24',
      );
    });
  });

  describe('change next order date', () => {
    it.each([
      ['2026-03-11', true],
      ['2026-07-08', true],
      [TODAY, false],
      ['2026-03-09', false],
      ['2026-07-09', false],
    ])('%s is allowed: %s', (date, allowed) => {
      const outcome = apply(ACTIVE, { type: 'changeNextOrderDate', nextOrderDate: date });
      if (allowed) expect(stateOf(outcome).nextOrderDate).toBe(date);
      else expect(codeOf(outcome)).toBe('NEXT_ORDER_DATE_OUT_OF_RANGE');
    });

    it('refuses what is not a date', () => {
      expect(codeOf(apply(ACTIVE, { type: 'changeNextOrderDate', nextOrderDate: '2026-02-30' }))).toBe(
        'INVALID_DATE',
      );
    });

    it('may be set while paused', () => {
      expect(stateOf(apply(PAUSED, { type: 'changeNextOrderDate', nextOrderDate: '2026-04-01' }))).toEqual({
        ...PAUSED,
        nextOrderDate: '2026-04-01',
      });
    });
  });

  describe('skip next order', () => {
    it('moves the next date one period later', () => {
      expect(stateOf(apply(ACTIVE, { type: 'skipNextOrder' })).nextOrderDate).toBe('2026-04-17');
    });

    it('skips a due order to one period after it, and an overdue one past today', () => {
      expect(
        stateOf(apply({ ...ACTIVE, nextOrderDate: TODAY }, { type: 'skipNextOrder' })).nextOrderDate,
      ).toBe('2026-04-07');
      const overdue = { ...ACTIVE, frequencyDays: 14, nextOrderDate: '2026-02-01' };
      // 02-01 +14 = 02-15, +14 = 03-01, +14 = 03-15: the first after today.
      expect(stateOf(apply(overdue, { type: 'skipNextOrder' })).nextOrderDate).toBe('2026-03-15');
    });

    it('refuses a skip past the horizon', () => {
      const late = { ...ACTIVE, nextOrderDate: '2026-06-20' };
      expect(codeOf(apply(late, { type: 'skipNextOrder' }))).toBe('SKIP_BEYOND_HORIZON');
    });

    it('refuses while paused', () => {
      expect(codeOf(apply(PAUSED, { type: 'skipNextOrder' }))).toBe('SUBSCRIPTION_PAUSED');
    });
  });

  describe('order now', () => {
    it('makes the next date today, for the renewal run to place', () => {
      expect(stateOf(apply(ACTIVE, { type: 'orderNow' })).nextOrderDate).toBe(TODAY);
    });

    it('leaves an overdue date as it is', () => {
      const overdue = { ...ACTIVE, nextOrderDate: '2026-03-01' };
      expect(stateOf(apply(overdue, { type: 'orderNow' }))).toEqual(overdue);
    });

    it('refuses while paused', () => {
      expect(codeOf(apply(PAUSED, { type: 'orderNow' }))).toBe('SUBSCRIPTION_PAUSED');
    });
  });

  describe('change quantity', () => {
    it.each([
      [1, true],
      [5, true],
      [0, false],
      [6, false],
      [2.5, false],
      [Number.NaN, false],
    ])('%d is allowed: %s', (quantity, allowed) => {
      const outcome = apply(ACTIVE, { type: 'changeQuantity', quantity });
      if (allowed) expect(stateOf(outcome).quantity).toBe(quantity);
      else expect(codeOf(outcome)).toBe('QUANTITY_OUT_OF_RANGE');
    });
  });

  it('changes the ship-to of an active or paused subscription', () => {
    expect(stateOf(apply(ACTIVE, { type: 'changeShipTo', shipTo: 'clinic' })).shipTo).toBe('clinic');
    expect(stateOf(apply(PAUSED, { type: 'changeShipTo', shipTo: 'clinic' })).shipTo).toBe('clinic');
  });

  describe('pause and resume', () => {
    it('pauses and resumes, each idempotent', () => {
      expect(stateOf(apply(ACTIVE, { type: 'pause' }))).toEqual(PAUSED);
      expect(stateOf(apply(PAUSED, { type: 'pause' }))).toEqual(PAUSED);
      expect(stateOf(apply(PAUSED, { type: 'resume' }))).toEqual(ACTIVE);
      expect(stateOf(apply(ACTIVE, { type: 'resume' }))).toEqual(ACTIVE);
    });

    it('moves a passed next date to tomorrow on resume', () => {
      const old = { ...PAUSED, nextOrderDate: '2026-02-01' };
      expect(stateOf(apply(old, { type: 'resume' })).nextOrderDate).toBe('2026-03-11');
      const todays = { ...PAUSED, nextOrderDate: TODAY };
      expect(stateOf(apply(todays, { type: 'resume' })).nextOrderDate).toBe('2026-03-11');
    });
  });

  describe('cancel and reactivate', () => {
    it('cancels with a reason from the list, active or paused', () => {
      for (const from of [ACTIVE, PAUSED])
        expect(stateOf(apply(from, { type: 'cancel', reason: 'PET_PASSED_AWAY' }))).toEqual({
          ...from,
          status: 'cancelled',
          cancelReason: 'PET_PASSED_AWAY',
        });
    });

    it('refuses a reason not in the list', () => {
      expect(codeOf(apply(ACTIVE, { type: 'cancel', reason: 'Because' }))).toBe('INVALID_CANCEL_REASON');
      expect(codeOf(apply(ACTIVE, { type: 'cancel', reason: '' }))).toBe('INVALID_CANCEL_REASON');
    });

    it('labels every reason', () => {
      expect(Object.keys(AUTOSHIP_CANCEL_REASON_LABELS).sort()).toEqual([...AUTOSHIP_CANCEL_REASONS].sort());
    });

    it('refuses every change of a cancelled subscription but reactivate', () => {
      const actions: AutoshipAction<string>[] = [
        { type: 'changeFrequency', frequencyDays: 14 },
        { type: 'changeNextOrderDate', nextOrderDate: '2026-04-01' },
        { type: 'skipNextOrder' },
        { type: 'orderNow' },
        { type: 'changeQuantity', quantity: 1 },
        { type: 'changeShipTo', shipTo: 'clinic' },
        { type: 'pause' },
        { type: 'resume' },
        { type: 'cancel', reason: 'OTHER' },
      ];
      for (const action of actions) expect(codeOf(apply(CANCELLED, action))).toBe('SUBSCRIPTION_CANCELLED');
    });

    it('reactivates a cancelled one, clearing the reason and giving it a future date', () => {
      const old = { ...CANCELLED, nextOrderDate: '2026-01-15' };
      expect(stateOf(apply(old, { type: 'reactivate' }))).toEqual({
        ...ACTIVE,
        nextOrderDate: '2026-03-11',
      });
      expect(stateOf(apply(CANCELLED, { type: 'reactivate' }))).toEqual(ACTIVE);
    });

    it('reactivates only a cancelled one, of a product still on autoship', () => {
      expect(codeOf(apply(ACTIVE, { type: 'reactivate' }))).toBe('SUBSCRIPTION_NOT_CANCELLED');
      expect(codeOf(apply(PAUSED, { type: 'reactivate' }))).toBe('SUBSCRIPTION_NOT_CANCELLED');
      expect(
        codeOf(apply(CANCELLED, { type: 'reactivate' }, { today: TODAY, offeredFrequencyDays: [] })),
      ).toBe('AUTOSHIP_NOT_OFFERED');
    });
  });

  it('offers per status exactly the actions the rules accept', () => {
    expect(autoshipActionsFor('cancelled')).toEqual(['reactivate']);
    expect(autoshipActionsFor('paused')).not.toContain('skipNextOrder');
    expect(autoshipActionsFor('paused')).not.toContain('orderNow');
    expect(autoshipActionsFor('active')).not.toContain('resume');
  });

  it('tells valid states from invalid ones', () => {
    expect(isValidAutoshipState(ACTIVE)).toBe(true);
    expect(isValidAutoshipState(CANCELLED)).toBe(true);
    expect(isValidAutoshipState({ ...ACTIVE, quantity: 6 })).toBe(false);
    expect(isValidAutoshipState({ ...ACTIVE, cancelReason: 'OTHER' })).toBe(false);
    expect(isValidAutoshipState({ ...CANCELLED, cancelReason: null })).toBe(false);
    expect(isValidAutoshipState({ ...ACTIVE, frequencyDays: 0 })).toBe(false);
    expect(isValidAutoshipState({ ...ACTIVE, nextOrderDate: '2026-02-30' })).toBe(false);
  });
});
