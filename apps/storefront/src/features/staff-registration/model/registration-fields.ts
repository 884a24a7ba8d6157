import {
  GRADUATION_YEARS_AHEAD,
  isPlausibleGraduationYear,
  isStaffRoleCode,
  MIN_GRADUATION_YEAR,
  type StaffRoleCode,
} from '@shop/identity';
import type { FieldProblems } from '../../../lib/forms/form-state';

export type RegistrationField = 'roleCode' | 'graduationYear';

/** What the member says about themselves before joining, as typed. */
export interface RegistrationDetails {
  roleCode: string;
  graduationYear: string;
}

/**
 * The details' problems (libs/identity's rules, the ones the API applies): a role from the list is
 * needed; a graduation year is optional, but when given a whole year from 1950 to eight years ahead.
 */
export function registrationProblems(
  details: RegistrationDetails,
  now: Date,
): FieldProblems<RegistrationField> {
  const year = details.graduationYear.trim();
  return {
    roleCode: isStaffRoleCode(details.roleCode) ? null : 'Choose your role',
    graduationYear:
      year === '' || (/^\d{4}$/.test(year) && isPlausibleGraduationYear(Number(year), now))
        ? null
        : `Enter a year from ${MIN_GRADUATION_YEAR} to ${now.getUTCFullYear() + GRADUATION_YEARS_AHEAD}, or leave it empty`,
  };
}

/** The details as join-clinic takes them (call only once registrationProblems found none). */
export function joinDetails(details: RegistrationDetails): {
  roleCode: StaffRoleCode;
  graduationYear?: number;
} {
  const year = details.graduationYear.trim();
  return {
    roleCode: details.roleCode as StaffRoleCode,
    ...(year === '' ? {} : { graduationYear: Number(year) }),
  };
}
