import { randomBytes } from 'node:crypto';

/**
 * A new contract id (SPEC §3 external_id): 128 random bits, so knowing one subscription's id says
 * nothing about another's.
 */
export function newContractId(): string {
  return `sub_${randomBytes(16).toString('base64url')}`;
}

/** 'YYYY-MM-DD' of a day plus a number of days (UTC calendar arithmetic, no time-zone drift). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whole weeks between deliveries, as the selling plans count them; null for any other period. */
export function weeksOf(frequencyDays: number): number | null {
  return frequencyDays % 7 === 0 ? frequencyDays / 7 : null;
}
