import { isPlausibleGraduationYear, isStaffRoleCode, STAFF_ROLE_CODES } from './staff-roles';

describe('isStaffRoleCode', () => {
  it('accepts each listed code and nothing else', () => {
    for (const code of STAFF_ROLE_CODES) expect(isStaffRoleCode(code)).toBe(true);
    expect(isStaffRoleCode('dvm')).toBe(false);
    expect(isStaffRoleCode('')).toBe(false);
    expect(isStaffRoleCode(1)).toBe(false);
  });
});

describe('isPlausibleGraduationYear', () => {
  const now = new Date('2025-06-01T00:00:00Z');

  it('accepts years from 1950 to eight years ahead', () => {
    expect(isPlausibleGraduationYear(1950, now)).toBe(true);
    expect(isPlausibleGraduationYear(2033, now)).toBe(true);
  });

  it('refuses years outside that span and fractions', () => {
    expect(isPlausibleGraduationYear(1949, now)).toBe(false);
    expect(isPlausibleGraduationYear(2034, now)).toBe(false);
    expect(isPlausibleGraduationYear(2020.5, now)).toBe(false);
  });
});
