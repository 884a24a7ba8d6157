const SUNDAY = 0;
const SATURDAY = 6;

/**
 * For delivery estimates: moves a date by whole business days, skipping Saturdays and Sundays in UTC
 * so the result does not depend on the server's or browser's time zone. The time of day is kept;
 * 0 days returns the same instant even on a weekend, and negative days count backwards.
 */
export function addBusinessDays(from: Date, days: number): Date {
  if (!Number.isInteger(days)) throw new RangeError(`Business days must be a whole number, got ${days}`);
  const date = new Date(from.getTime());
  const step = Math.sign(days);
  for (let remaining = Math.abs(days); remaining > 0;) {
    date.setUTCDate(date.getUTCDate() + step);
    const weekday = date.getUTCDay();
    if (weekday !== SATURDAY && weekday !== SUNDAY) remaining -= 1;
  }
  return date;
}
