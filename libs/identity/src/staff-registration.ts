/** The two profile fields that make a staff member registered. */
export interface StaffRegistrationFields {
  SAP_CustomerAccountGroup?: string | null;
  SF_PreferedShipTo?: string | null;
}

function isPresent(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/**
 * Decide whether a signed-in staff member may go beyond home and exempt pages: only once both the
 * account group and the preferred ship-to are on the profile (blank counts as missing); otherwise
 * they are sent to registration.
 */
export function isStaffRegistered(user: StaffRegistrationFields): boolean {
  return isPresent(user.SAP_CustomerAccountGroup) && isPresent(user.SF_PreferedShipTo);
}
