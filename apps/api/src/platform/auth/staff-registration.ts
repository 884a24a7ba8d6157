import { isStaffRegistered } from '@shop/identity';

/** The customers row's two fields that make a staff member registered. */
export interface StaffRegistrationColumns {
  sapAccountGroup: string | null;
  shipTo: string | null;
}

/**
 * SPEC §3: a staff member is registered once the account group and the preferred ship-to are both
 * on their customers row (joining a clinic, or the identity provider, puts them there). The one
 * place the API reads registration from a customer: the guard, the staff calls' answers and the
 * profile all ask it, so they cannot disagree.
 */
export function isRegisteredStaff(customer: StaffRegistrationColumns): boolean {
  return isStaffRegistered({
    SAP_CustomerAccountGroup: customer.sapAccountGroup,
    SF_PreferedShipTo: customer.shipTo,
  });
}
