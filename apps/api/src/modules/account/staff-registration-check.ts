import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isStaffRegistered } from '@shop/identity';
import { StaffRegistration, type StaffRegistrationSubject } from '../identity/auth/staff-registration';
import { AccountService } from './account.service';

/**
 * SPEC §3: a staff member is registered once both the account group (the customers table) and the
 * preferred ship-to (custom.ship_to, this module's) are present. Identity's guard asks this check,
 * which this module hands it at start-up.
 */
@Injectable()
export class StaffRegistrationCheck implements OnModuleInit {
  constructor(
    private readonly registration: StaffRegistration,
    private readonly account: AccountService,
  ) {}

  onModuleInit(): void {
    this.registration.useCheck({ isRegistered: (subject) => this.isRegistered(subject) });
  }

  async isRegistered({ caller, sapAccountGroup }: StaffRegistrationSubject): Promise<boolean> {
    return isStaffRegistered({
      SAP_CustomerAccountGroup: sapAccountGroup,
      SF_PreferedShipTo: await this.account.shipToOf(caller.customerId),
    });
  }
}
