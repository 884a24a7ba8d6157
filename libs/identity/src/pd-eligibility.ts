/**
 * Decide the professional-discount flag (isEligibleForPd) from the staff member's account group and
 * the configured comma-separated list of eligible groups. Entries and the group are trimmed, then
 * matched exactly and case-sensitively; a missing group or an empty list means not eligible.
 */
export function isEligibleForPd(accountGroup: string | null | undefined, configuredCsv: string): boolean {
  const group = (accountGroup ?? '').trim();
  if (group === '') return false;
  return configuredCsv
    .split(',')
    .map((entry) => entry.trim())
    .includes(group);
}
