/**
 * The roles a staff member picks on the registration page and the identity provider sends as
 * `roleCode` (SPEC §3). SPEC §6: their effect is not shown, so they only describe the member; the
 * API accepts exactly these codes.
 */
export const STAFF_ROLES = [
  { code: 'DVM', label: 'Veterinarian' },
  { code: 'LVT', label: 'Veterinary technician or nurse' },
  { code: 'VA', label: 'Veterinary assistant' },
  { code: 'PM', label: 'Practice or hospital manager' },
  { code: 'CSR', label: 'Client service or front desk' },
  { code: 'SHS', label: 'Shelter staff' },
  { code: 'STU', label: 'Veterinary student' },
  { code: 'OTH', label: 'Other' },
] as const;

export type StaffRoleCode = (typeof STAFF_ROLES)[number]['code'];

export const STAFF_ROLE_CODES: readonly StaffRoleCode[] = STAFF_ROLES.map((role) => role.code);

export function isStaffRoleCode(value: unknown): value is StaffRoleCode {
  return typeof value === 'string' && (STAFF_ROLE_CODES as readonly string[]).includes(value);
}

/** Earliest graduation year the registration accepts. */
export const MIN_GRADUATION_YEAR = 1950;
/** How many years ahead a student may give as their expected graduation. */
export const GRADUATION_YEARS_AHEAD = 8;

/**
 * Whether a graduation year is plausible: a whole year from MIN_GRADUATION_YEAR to
 * GRADUATION_YEARS_AHEAD years after the current one (students give their expected year).
 */
export function isPlausibleGraduationYear(year: number, now: Date): boolean {
  return (
    Number.isInteger(year) &&
    year >= MIN_GRADUATION_YEAR &&
    year <= now.getUTCFullYear() + GRADUATION_YEARS_AHEAD
  );
}
