import { Injectable } from '@nestjs/common';
import { isStaffRegistered } from '@shop/identity';
import type { Caller } from './caller';

/** What a registration check gets: the caller and the staff fields the customers table holds. */
export interface StaffRegistrationSubject {
  caller: Caller;
  sapAccountGroup: string | null;
}

/**
 * Decides whether a signed-in staff member is registered (SPEC §3: account group and preferred
 * ship-to both present). The ship-to lives in a customer metafield, which the customer-profile
 * work owns: it implements this and hands it to `StaffRegistration.useCheck` when its module
 * starts. Until then the default below reads what the customers table has, and with no ship-to
 * nobody counts as registered.
 */
export interface StaffRegistrationCheck {
  isRegistered(subject: StaffRegistrationSubject): Promise<boolean>;
}

const COLUMNS_ONLY: StaffRegistrationCheck = {
  isRegistered: async ({ sapAccountGroup }) =>
    isStaffRegistered({ SAP_CustomerAccountGroup: sapAccountGroup, SF_PreferedShipTo: null }),
};

/** Holds the registration check in use; exported so the profile work can plug its own in. */
@Injectable()
export class StaffRegistration {
  private check: StaffRegistrationCheck = COLUMNS_ONLY;

  useCheck(check: StaffRegistrationCheck): void {
    this.check = check;
  }

  isRegistered(subject: StaffRegistrationSubject): Promise<boolean> {
    return this.check.isRegistered(subject);
  }
}
