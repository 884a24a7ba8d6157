import { Injectable } from '@nestjs/common';
import { defaultPreferredAddress, isPlausibleGraduationYear } from '@shop/identity';
import { timingSafeEqual, createHash } from 'node:crypto';
import { Clock } from '../../platform/clock/clock';
import { BadRequestError, UnauthorizedError } from '../../platform/errors/app-error';
import {
  type ClinicAddressLookupDto,
  clinicDeliveryAddress,
  type ClinicSearchResultDto,
  ClinicsService,
} from '../clinics';
import { type Caller, isRegisteredStaff, signedOut } from '../../platform/auth';
import { type CustomerRecord, CustomersService, SubscriptionAuthService } from '../identity';
import type { JoinClinicRequestDto } from './dto/join-clinic-request.dto';
import type { SearchClinicRequestDto } from './dto/search-clinic-request.dto';
import type { JoinClinicAnswerDto, StaffUserDto } from './dto/staff-user.dto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * The signed-in staff member's profile and clinic membership (SPEC §3, §6, §7 'Identity and
 * clinic'). Joining a clinic writes the account group and ship-to on the customers row, which is
 * what registration reads (identity's isRegisteredStaff).
 */
@Injectable()
export class StaffProfileService {
  constructor(
    private readonly customers: CustomersService,
    private readonly clinics: ClinicsService,
    private readonly subscriptionAuth: SubscriptionAuthService,
    private readonly clock: Clock,
  ) {}

  /**
   * The clinic calls send the session's ID token back as `jwt`; anything else is refused (401
   * JWT_MISMATCH), so a token from another session or sign-in cannot ride on this one.
   */
  assertSessionJwt(caller: Caller, jwt: string): void {
    const ok = caller.idToken !== undefined && timingSafeEqual(digest(caller.idToken), digest(jwt));
    if (!ok)
      throw new UnauthorizedError(
        'JWT_MISMATCH',
        "jwt must be this session's ID token (POST /api/{identity}/jwt)",
      );
  }

  async user(caller: Caller): Promise<StaffUserDto> {
    return this.toUser(await this.customerOf(caller));
  }

  searchClinics(caller: Caller, body: SearchClinicRequestDto): Promise<ClinicSearchResultDto> {
    this.assertSessionJwt(caller, body.jwt);
    return this.clinics.search(body.searchType, body.searchTerm);
  }

  fetchAddress(caller: Caller, jwt: string, clinicId: string): Promise<ClinicAddressLookupDto> {
    this.assertSessionJwt(caller, jwt);
    return this.clinics.addressOf(clinicId);
  }

  /**
   * Makes the member part of a clinic's group: account group, sold-to, ship-to and clinic ZIP
   * from the clinic, the preferred address back to the clinic's default ('clinic', or 'home' when
   * the clinic only allows home delivery), and role and graduation year when given. Registered
   * from then on.
   */
  async joinClinic(caller: Caller, body: JoinClinicRequestDto): Promise<JoinClinicAnswerDto> {
    this.assertSessionJwt(caller, body.jwt);
    if (
      body.graduationYear !== undefined &&
      !isPlausibleGraduationYear(body.graduationYear, this.clock.now())
    )
      throw new BadRequestError(
        'INVALID_GRADUATION_YEAR',
        `graduationYear must be a year from 1950 to eight years from now, got ${body.graduationYear}`,
      );
    const membership = await this.clinics.membershipOf(body.groupID);
    const updated = await this.customers.updateStaffFields(caller.customerId, {
      sapAccountGroup: membership.sapAccountGroup,
      soldTo: membership.soldTo,
      shipTo: membership.shipTo,
      clinicZip: membership.clinic.address.zip,
      // A new clinic, a new choice: none, so its default applies until the member picks.
      preferredAddress: null,
      roleCode: body.roleCode,
      graduationYear: body.graduationYear,
    });
    if (!updated) throw signedOut();
    return { clinic: membership.clinic, user: await this.toUser(updated) };
  }

  private async customerOf(caller: Caller): Promise<CustomerRecord> {
    const customer = await this.customers.findById(caller.customerId);
    if (!customer || customer.kind !== 'staff') throw signedOut();
    return customer;
  }

  private async toUser(customer: CustomerRecord): Promise<StaffUserDto> {
    const clinic = await this.clinics.clinicOfShipTo(customer.shipTo);
    return {
      authenticated: true,
      id: customer.publicId,
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      country: 'US',
      roleCode: customer.roleCode,
      graduationYear: customer.graduationYear,
      currentSchoolName: customer.currentSchoolName,
      isRegistered: isRegisteredStaff(customer),
      isEligibleForPd: this.subscriptionAuth.isEligibleForPd(customer.sapAccountGroup),
      SAP_CustomerAccountGroup: customer.sapAccountGroup,
      SF_PreferedShipTo: customer.shipTo,
      SF_StoreSoldTo: customer.soldTo,
      zipCode: customer.clinicZip,
      clinicZip: customer.clinicZip,
      preferredAddress: customer.preferredAddress ?? defaultPreferredAddress(clinic),
      clinicAddress: clinic ? clinicDeliveryAddress(clinic) : null,
    };
  }
}
