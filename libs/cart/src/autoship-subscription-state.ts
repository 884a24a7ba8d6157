import { MAX_AUTOSHIP_LINE_QUANTITY, MIN_QUANTITY } from './quantity-limits';

/**
 * The self-service rules of an autoship subscription (issue 14): which changes a shopper may make,
 * in which state, and what each one does to the next order date. The API applies them before it
 * writes; the storefront uses them to offer only what will be accepted.
 */

export const AUTOSHIP_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type AutoshipStatus = (typeof AUTOSHIP_STATUSES)[number];

/**
 * Why a shopper cancels, as a fixed list (kept in cancel_reason as the code), so the reasons can
 * be counted and the wording can change without rewriting rows.
 */
export const AUTOSHIP_CANCEL_REASONS = [
  'TOO_MUCH_FOOD',
  'PET_DISLIKES_FOOD',
  'SWITCHING_FOOD',
  'VET_RECOMMENDATION',
  'TOO_EXPENSIVE',
  'PET_PASSED_AWAY',
  'OTHER',
] as const;
export type AutoshipCancelReason = (typeof AUTOSHIP_CANCEL_REASONS)[number];

/** What the cancel dialog shows for each reason. */
export const AUTOSHIP_CANCEL_REASON_LABELS: Record<AutoshipCancelReason, string> = {
  TOO_MUCH_FOOD: 'I have too much food',
  PET_DISLIKES_FOOD: 'My pet does not like this food',
  SWITCHING_FOOD: 'I am switching to another food',
  VET_RECOMMENDATION: 'My veterinarian recommended a change',
  TOO_EXPENSIVE: 'It costs too much',
  PET_PASSED_AWAY: 'My pet passed away',
  OTHER: 'Another reason',
};

/**
 * How far ahead a shopper may put the next order (changing the date or skipping): 120 days, about
 * four months, so a plan can be pushed past a holiday or a full bag without becoming a silent
 * pause; a plan longer than 60 days may go two of its periods ahead, so one skip always fits.
 * Further than that is what pause is for.
 */
export const AUTOSHIP_NEXT_ORDER_MAX_DAYS_AHEAD = 120;

/** The latest next order date allowed for a plan of this frequency, in days after today. */
export function autoshipNextOrderHorizonDays(frequencyDays: number): number {
  return Math.max(AUTOSHIP_NEXT_ORDER_MAX_DAYS_AHEAD, 2 * frequencyDays);
}

/**
 * The fields the rules read and change. `shipTo` is whatever address shape the caller keeps: the
 * rules only decide whether it may change.
 */
export interface AutoshipState<ShipTo = unknown> {
  status: AutoshipStatus;
  frequencyDays: number;
  /** 'YYYY-MM-DD'. On or before today while active: an order is due (the renewal run places it). */
  nextOrderDate: string;
  quantity: number;
  /** Set exactly while cancelled. */
  cancelReason: AutoshipCancelReason | null;
  shipTo: ShipTo;
}

/** What an action is judged against. */
export interface AutoshipContext {
  /** 'YYYY-MM-DD' of today (the API's clock, UTC). */
  today: string;
  /** The frequencies, in days, the product's selling plans offer now (empty: no longer sold on autoship). */
  offeredFrequencyDays: readonly number[];
}

export type AutoshipAction<ShipTo = unknown> =
  | { type: 'changeFrequency'; frequencyDays: number }
  | { type: 'changeNextOrderDate'; nextOrderDate: string }
  | { type: 'skipNextOrder' }
  | { type: 'orderNow' }
  | { type: 'changeQuantity'; quantity: number }
  | { type: 'changeShipTo'; shipTo: ShipTo }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel'; reason: string }
  | { type: 'reactivate' };

export type AutoshipActionType = AutoshipAction['type'];

/** Why an action was refused; each code is an API error code as it is. */
export type AutoshipRefusalCode =
  /** Any change but reactivate on a cancelled subscription. */
  | 'SUBSCRIPTION_CANCELLED'
  /** Reactivate on one that is not cancelled. */
  | 'SUBSCRIPTION_NOT_CANCELLED'
  /** Skip or order now on a paused one: resume it first. */
  | 'SUBSCRIPTION_PAUSED'
  | 'FREQUENCY_NOT_OFFERED'
  /** The product is no longer sold on autoship, so a cancelled subscription cannot restart. */
  | 'AUTOSHIP_NOT_OFFERED'
  | 'INVALID_DATE'
  | 'NEXT_ORDER_DATE_OUT_OF_RANGE'
  | 'SKIP_BEYOND_HORIZON'
  | 'QUANTITY_OUT_OF_RANGE'
  | 'INVALID_CANCEL_REASON';

export interface AutoshipRefusal {
  code: AutoshipRefusalCode;
  message: string;
}

export type AutoshipOutcome<ShipTo = unknown> =
  { ok: true; state: AutoshipState<ShipTo> } | { ok: false; refusal: AutoshipRefusal };

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar day written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_SHAPE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' plus a number of days, in UTC calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The earliest and latest next order dates a shopper may choose today, both included. */
export function autoshipNextOrderDateRange(
  today: string,
  frequencyDays: number,
): { earliest: string; latest: string } {
  return {
    earliest: addCalendarDays(today, 1),
    latest: addCalendarDays(today, autoshipNextOrderHorizonDays(frequencyDays)),
  };
}

/** Whether an active subscription has an order waiting for the renewal run (order now, or overdue). */
export function isAutoshipOrderDue(state: Pick<AutoshipState, 'status' | 'nextOrderDate'>, today: string) {
  return state.status === 'active' && state.nextOrderDate <= today;
}

/** Which actions a subscription in this status accepts (the storefront shows only these). */
export function autoshipActionsFor(status: AutoshipStatus): AutoshipActionType[] {
  switch (status) {
    case 'active':
      return [
        'changeFrequency',
        'changeNextOrderDate',
        'skipNextOrder',
        'orderNow',
        'changeQuantity',
        'changeShipTo',
        'pause',
        'cancel',
      ];
    case 'paused':
      return ['changeFrequency', 'changeNextOrderDate', 'changeQuantity', 'changeShipTo', 'resume', 'cancel'];
    case 'cancelled':
      return ['reactivate'];
  }
}

/**
 * Applies one self-service action. Refusals are answers, not exceptions, so the caller maps them
 * to its own error shape. Rules:
 * - a cancelled subscription accepts only reactivate; reactivate only a cancelled one;
 * - frequency: only one the product offers now. The next date comes no later than one new period
 *   from today, and is kept when sooner; an order already due stays due (the renewal run places it
 *   and counts the new frequency from it); otherwise the next date is after today;
 * - next date: strictly after today, at most autoshipNextOrderHorizonDays ahead;
 * - skip (active only): the next date moves one period later (as many as it takes to pass today
 *   when it was overdue), within the same horizon;
 * - order now (active only): the next date becomes today, which the renewal run picks up;
 * - quantity: a whole number 1..5 (SPEC §5 autoship line limit);
 * - pause and resume are idempotent; resuming (or reactivating) with a next date on or before
 *   today moves it to tomorrow, so nothing is ordered behind the shopper's back;
 * - cancel needs a reason from AUTOSHIP_CANCEL_REASONS.
 */
export function applyAutoshipAction<ShipTo>(
  state: AutoshipState<ShipTo>,
  action: AutoshipAction<ShipTo>,
  context: AutoshipContext,
): AutoshipOutcome<ShipTo> {
  const { today } = context;
  if (action.type === 'reactivate') {
    if (state.status !== 'cancelled')
      return refuse('SUBSCRIPTION_NOT_CANCELLED', 'Only a cancelled subscription can be reactivated');
    if (context.offeredFrequencyDays.length === 0)
      return refuse('AUTOSHIP_NOT_OFFERED', 'This product is no longer available on autoship');
    return accept({
      ...state,
      status: 'active',
      cancelReason: null,
      nextOrderDate: futureOrTomorrow(state.nextOrderDate, today),
    });
  }
  if (state.status === 'cancelled')
    return refuse('SUBSCRIPTION_CANCELLED', 'This subscription is cancelled: reactivate it first');

  switch (action.type) {
    case 'changeFrequency': {
      if (!context.offeredFrequencyDays.includes(action.frequencyDays))
        return refuse(
          'FREQUENCY_NOT_OFFERED',
          `This product is not offered every ${action.frequencyDays} days on autoship`,
        );
      const latest = addCalendarDays(today, action.frequencyDays);
      const nextOrderDate = isAutoshipOrderDue(state, today)
        ? state.nextOrderDate
        : state.nextOrderDate > today && state.nextOrderDate < latest
          ? state.nextOrderDate
          : latest;
      return accept({ ...state, frequencyDays: action.frequencyDays, nextOrderDate });
    }
    case 'changeNextOrderDate': {
      if (!isCalendarDate(action.nextOrderDate))
        return refuse('INVALID_DATE', `'${action.nextOrderDate}' is not a date written YYYY-MM-DD`);
      const range = autoshipNextOrderDateRange(today, state.frequencyDays);
      if (action.nextOrderDate < range.earliest || action.nextOrderDate > range.latest)
        return refuse(
          'NEXT_ORDER_DATE_OUT_OF_RANGE',
          `The next order date must be between ${range.earliest} and ${range.latest}`,
        );
      return accept({ ...state, nextOrderDate: action.nextOrderDate });
    }
    case 'skipNextOrder': {
      if (state.status === 'paused')
        return refuse('SUBSCRIPTION_PAUSED', 'This subscription is paused: resume it to skip an order');
      let nextOrderDate = addCalendarDays(state.nextOrderDate, state.frequencyDays);
      if (nextOrderDate <= today) {
        const periodsBehind = Math.floor(calendarDaysBetween(nextOrderDate, today) / state.frequencyDays) + 1;
        nextOrderDate = addCalendarDays(nextOrderDate, periodsBehind * state.frequencyDays);
      }
      const { latest } = autoshipNextOrderDateRange(today, state.frequencyDays);
      if (nextOrderDate > latest)
        return refuse(
          'SKIP_BEYOND_HORIZON',
          `Skipping would move the next order past ${latest}: pause the subscription instead`,
        );
      return accept({ ...state, nextOrderDate });
    }
    case 'orderNow':
      if (state.status === 'paused')
        return refuse('SUBSCRIPTION_PAUSED', 'This subscription is paused: resume it to order now');
      return accept({ ...state, nextOrderDate: state.nextOrderDate < today ? state.nextOrderDate : today });
    case 'changeQuantity':
      if (
        !Number.isInteger(action.quantity) ||
        action.quantity < MIN_QUANTITY ||
        action.quantity > MAX_AUTOSHIP_LINE_QUANTITY
      )
        return refuse(
          'QUANTITY_OUT_OF_RANGE',
          `An autoship quantity is a whole number from ${MIN_QUANTITY} to ${MAX_AUTOSHIP_LINE_QUANTITY}`,
        );
      return accept({ ...state, quantity: action.quantity });
    case 'changeShipTo':
      return accept({ ...state, shipTo: action.shipTo });
    case 'pause':
      return accept({ ...state, status: 'paused' });
    case 'resume':
      if (state.status === 'active') return accept(state);
      return accept({
        ...state,
        status: 'active',
        nextOrderDate: futureOrTomorrow(state.nextOrderDate, today),
      });
    case 'cancel':
      if (!isAutoshipCancelReason(action.reason))
        return refuse(
          'INVALID_CANCEL_REASON',
          `The reason must be one of ${AUTOSHIP_CANCEL_REASONS.join(', ')}`,
        );
      return accept({ ...state, status: 'cancelled', cancelReason: action.reason });
  }
}

export function isAutoshipCancelReason(value: unknown): value is AutoshipCancelReason {
  return typeof value === 'string' && (AUTOSHIP_CANCEL_REASONS as readonly string[]).includes(value);
}

/**
 * Whether a state is one the rules can produce: a known status, a reason exactly while cancelled,
 * a quantity 1..5, a positive whole frequency and a real date. The API checks rows read back
 * against it in tests; the database's constraints hold the same limits.
 */
export function isValidAutoshipState(state: AutoshipState): boolean {
  return (
    (AUTOSHIP_STATUSES as readonly string[]).includes(state.status) &&
    (state.status === 'cancelled'
      ? isAutoshipCancelReason(state.cancelReason)
      : state.cancelReason === null) &&
    Number.isInteger(state.quantity) &&
    state.quantity >= MIN_QUANTITY &&
    state.quantity <= MAX_AUTOSHIP_LINE_QUANTITY &&
    Number.isInteger(state.frequencyDays) &&
    state.frequencyDays > 0 &&
    isCalendarDate(state.nextOrderDate)
  );
}

function futureOrTomorrow(date: string, today: string): string {
  return date > today ? date : addCalendarDays(today, 1);
}

function accept<ShipTo>(state: AutoshipState<ShipTo>): AutoshipOutcome<ShipTo> {
  return { ok: true, state };
}

function refuse(code: AutoshipRefusalCode, message: string): { ok: false; refusal: AutoshipRefusal } {
  return { ok: false, refusal: { code, message } };
}
