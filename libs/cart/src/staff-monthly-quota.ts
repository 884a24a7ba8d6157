/**
 * The staff monthly quota (issue 24 §2, SPEC §3 quotaMonth, quotaValue, quotaReached): what one
 * staff member may buy on the staff site in a calendar month, in whole cents. The API refuses an
 * order that does not fit, the cart and checkout pages show what is left; both decide with these.
 */

/**
 * The shop's time zone: a month starts at midnight here, for every member wherever they are, so
 * the API, the storefront and an operator reading a report agree on which month an order is in.
 * The shop runs from Denver (the seeded warehouses and clinics are on Mountain time).
 */
export const SHOP_TIME_ZONE = 'America/Denver';

/**
 * STAFF_MONTHLY_QUOTA's default, in dollars: the seeded clinics' veterinary, shelter and teaching-hospital
 * groups, and every other group. A group the setting does not name, without `*`, has no cap.
 */
export const DEFAULT_STAFF_MONTHLY_QUOTAS = 'ZVET=500,ZSHL=500,ZUNV=250,*=300';

/** The key of the quota for every group the setting does not name. */
export const ANY_ACCOUNT_GROUP = '*';

/** Monthly quotas in cents by account group (`*` for the rest), from STAFF_MONTHLY_QUOTA. */
export type StaffMonthlyQuotas = ReadonlyMap<string, number>;

const QUOTA_ENTRY = /^([A-Z0-9]{1,10}|\*)=(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Reads 'ZVET=500,ZSHL=500,*=300' (dollars, at most two decimals): each group's quota in cents.
 * An empty setting gives nobody a quota. Throws on anything else, naming the bad entry, so a
 * typo stops start-up instead of silently lifting a cap.
 */
export function parseStaffMonthlyQuotas(setting: string): StaffMonthlyQuotas {
  const quotas = new Map<string, number>();
  for (const raw of setting.split(',')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const match = QUOTA_ENTRY.exec(entry);
    if (!match)
      throw new RangeError(
        `'${entry}' is not GROUP=dollars (an account group of capital letters and digits, or *, and an amount like 500 or 250.50)`,
      );
    const [, group, dollars, fraction = ''] = match;
    if (quotas.has(group)) throw new RangeError(`account group '${group}' is given twice`);
    quotas.set(group, Number(dollars) * 100 + Number(fraction.padEnd(2, '0')));
  }
  return quotas;
}

/**
 * A member's monthly quota in cents: their own (set by an operator) when they have one, else
 * their account group's, else the `*` one; null when none applies (no cap).
 */
export function monthlyQuotaCentsFor(
  quotas: StaffMonthlyQuotas,
  accountGroup: string | null,
  overrideCents: number | null = null,
): number | null {
  if (overrideCents !== null) return overrideCents;
  return (
    (accountGroup !== null ? quotas.get(accountGroup) : undefined) ?? quotas.get(ANY_ACCOUNT_GROUP) ?? null
  );
}

/**
 * Built on first use, not when the module loads: the storefront imports this file for fitsQuota,
 * and building an Intl formatter is among the costliest steps of a page's start.
 */
let monthFormat: Intl.DateTimeFormat | undefined;
function shopZoneFormat(): Intl.DateTimeFormat {
  monthFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return monthFormat;
}

/** The wall-clock fields of an instant in the shop's zone. */
function shopWallClock(at: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(
    shopZoneFormat()
      .formatToParts(at)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The month of an instant in the shop's zone, 'YYYY-MM' (SPEC §3 quotaMonth). */
export function quotaMonthOf(at: Date): string {
  const { year, month } = shopWallClock(at);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * The instant a quota month ('YYYY-MM') starts: midnight of its first day in the shop's zone. The
 * zone's offset is read at that moment, so daylight saving is taken as it is that day.
 */
export function quotaMonthStart(month: string): Date {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`a quota month is 'YYYY-MM', got '${month}'`);
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  // The zone's offset at that wall-clock moment: the wall clock of the UTC guess, minus the guess.
  const wall = shopWallClock(new Date(asUtc));
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return new Date(asUtc - (wallAsUtc - asUtc));
}

/** What is left of a monthly quota after what was spent, never below nothing. */
export function quotaLeftCents(quotaCents: number, spentCents: number): number {
  return Math.max(0, quotaCents - spentCents);
}

/** SPEC §3 quotaReached: nothing is left to buy this month. */
export function isQuotaReached(leftCents: number): boolean {
  return leftCents <= 0;
}

/** Whether an order of `amountCents` fits in what is left (spending exactly all of it does). */
export function fitsQuota(amountCents: number, leftCents: number): boolean {
  return amountCents <= leftCents;
}

/** What the member is told when an order does not fit: how much is left this month. */
export function quotaExceededMessage(leftCents: number): string {
  const left = `$${(leftCents / 100).toFixed(2)}`;
  return leftCents <= 0
    ? `You have reached your monthly staff allowance: ${left} is left this month`
    : `This order is over your monthly staff allowance: ${left} is left this month`;
}
