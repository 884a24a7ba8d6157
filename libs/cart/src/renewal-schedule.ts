/** 'YYYY-MM-DD' of a UTC calendar day plus whole days. */
function plusDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function checkDate(name: string, value: string): void {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new RangeError(`${name} must be a 'YYYY-MM-DD' date, got '${value}'`);
}

/** The UTC calendar day of an instant, 'YYYY-MM-DD': the day renewals and reminders go by. */
export function renewalDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The next order date after renewing the period `period`: one frequency later, keeping the
 * customer's rhythm even when the renewal ran a few days late (a retry). When that day is already
 * past (the job was off for longer than a period), whole periods are skipped up to the first day
 * after `today`, so a late job places one order, never a burst of catch-up orders.
 */
export function nextRenewalDate(period: string, frequencyDays: number, today: string): string {
  checkDate('period', period);
  checkDate('today', today);
  if (!Number.isInteger(frequencyDays) || frequencyDays < 1)
    throw new RangeError(`frequencyDays must be a whole number of days from 1, got ${frequencyDays}`);
  let next = plusDays(period, frequencyDays);
  if (next <= today) {
    const behind = Math.floor((Date.parse(today) - Date.parse(next)) / 86_400_000 / frequencyDays) + 1;
    next = plusDays(next, behind * frequencyDays);
  }
  return next;
}

/**
 * Whether the renewal reminder of the period `nextOrderDate` is due today: from `reminderDays`
 * days before it up to the day before (on the day itself the order is placed), once per period
 * (`remindedFor` is the period already reminded). reminderDays 0 switches reminders off.
 */
export function isRenewalReminderDue(input: {
  nextOrderDate: string;
  today: string;
  reminderDays: number;
  remindedFor: string | null;
}): boolean {
  const { nextOrderDate, today, reminderDays, remindedFor } = input;
  if (reminderDays <= 0 || remindedFor === nextOrderDate) return false;
  return today < nextOrderDate && nextOrderDate <= plusDays(today, reminderDays);
}

/** The window of next order dates whose reminder may go today: [from, to], both inclusive. */
export function renewalReminderWindow(today: string, reminderDays: number): { from: string; to: string } {
  checkDate('today', today);
  return { from: plusDays(today, 1), to: plusDays(today, Math.max(reminderDays, 0)) };
}
