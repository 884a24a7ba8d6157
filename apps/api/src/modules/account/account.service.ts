import { Injectable } from '@nestjs/common';
import { customerIdOf, customerMetafieldDefinition } from '@shop/identity';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../platform/errors/app-error';
import { type ClinicDto, ClinicsService } from '../clinics';
import type { Caller } from '../../platform/auth';
import { type CustomerRecord, CustomersService, SubscriptionAuthService } from '../identity';
import { SubscriptionsService } from '../subscriptions';
import { OrdersService } from '../orders';
import { StaffQuotaService } from '../staff-quota';
import { customerFieldMetafieldGid, metafieldRefOf } from './account-ids';
import { toMetafieldDto } from './account.mapper';
import { CustomerAddressesRepository } from './customer-addresses.repository';
import { CustomerMetafieldsRepository } from './customer-metafields.repository';
import { buildCustomerProfile, customerFieldValues } from './customer-profile';
import { planCustomerUpdate } from './customer-update-plan';
import { PROFILE_RECENT_ORDERS, type CustomerProfileDto } from './dto/customer-profile.dto';
import type {
  DeleteMetafieldResultDto,
  UpdateCustomerRequestDto,
  UpdateCustomerResultDto,
} from './dto/update-customer.dto';

/**
 * The signed-in customer's own profile (SPEC §3 'Customer profile', §7 get-shopify-customer,
 * update-customer, delete-metafield). The customer's name, phone, marketing consent and staff
 * fields (ship-to, sold-to, clinic ZIP, preferred address) are the Identity module's, reached
 * through CustomersService; the recent orders are the Orders module's, through OrdersService; the staff
 * monthly quota is the StaffQuota module's;
 * addresses and the other metafields are this module's.
 */
@Injectable()
export class AccountService {
  constructor(
    private readonly customers: CustomersService,
    private readonly clinics: ClinicsService,
    private readonly subscriptionAuth: SubscriptionAuthService,
    private readonly addresses: CustomerAddressesRepository,
    private readonly metafields: CustomerMetafieldsRepository,
    private readonly orders: OrdersService,
    private readonly subscriptions: SubscriptionsService,
    private readonly quotas: StaffQuotaService,
  ) {}

  async profile(caller: Caller): Promise<CustomerProfileDto> {
    const customer = await this.customerOf(caller);
    const [addresses, metafields, clinic, orders, subscriptions, quota] = await Promise.all([
      this.addresses.list(caller.customerId),
      this.metafields.list(caller.customerId),
      this.clinicOf(customer),
      this.orders.recentSummariesOf(caller, PROFILE_RECENT_ORDERS),
      this.subscriptions.profileSubscriptionsOf(
        { id: caller.customerId, publicId: caller.publicId },
        caller.site,
      ),
      this.quotas.standingFor(customer, caller.site),
    ]);
    return buildCustomerProfile({
      customer,
      addresses,
      metafields,
      clinic,
      subscriptions,
      quota,
      isEligibleForPd: this.subscriptionAuth.isEligibleForPd(customer.sapAccountGroup),
      orders,
    });
  }

  /**
   * Saves what is valid of the update and answers the rest as userErrors (200). customerId must be
   * the caller's own (public or row id); any other is 404 CUSTOMER_NOT_FOUND, so an id says
   * nothing about whether such a customer exists. A staff member's clinic fields are compared with
   * the customers row (a write that repeats them is no change; another is READ_ONLY), and the
   * preferred address with their clinic (not 'clinic' where it delivers to homes only).
   */
  async updateCustomer(caller: Caller, body: UpdateCustomerRequestDto): Promise<UpdateCustomerResultDto> {
    if (customerIdOf(body.customerId).toLowerCase() !== caller.customerId)
      throw new NotFoundError('CUSTOMER_NOT_FOUND', `You have no customer with id '${body.customerId}'`);
    const customer = await this.customerOf(caller);
    const clinic = await this.clinicOf(customer);
    const plan = planCustomerUpdate(body.updateInput, {
      kind: customer.kind,
      current: customerFieldValues(customer, clinic),
      homeDeliveryOnly: clinic?.homeDeliveryOnly ?? false,
    });
    await this.customers.updateProfile(caller.customerId, plan.profile);
    if (plan.preferredAddress)
      await this.customers.updateStaffFields(caller.customerId, { preferredAddress: plan.preferredAddress });
    await this.metafields.upsert(caller.customerId, plan.metafields);
    return { customer: await this.profile(caller), userErrors: plan.userErrors };
  }

  /**
   * Removes one of the caller's metafields; 404 METAFIELD_NOT_FOUND for any other id (another
   * customer's, one the caller does not have, a malformed one). Of the customer fields, the
   * preferred address goes back to the clinic's default (it always has a value), and the ones
   * joining a clinic sets are 400 METAFIELD_READ_ONLY.
   */
  async deleteMetafield(caller: Caller, publicId: string): Promise<DeleteMetafieldResultDto> {
    const ref = metafieldRefOf(publicId);
    const notFound = () =>
      new NotFoundError('METAFIELD_NOT_FOUND', `You have no metafield with id '${publicId}'`);
    if (!ref || ('customerId' in ref && ref.customerId !== caller.customerId)) throw notFound();
    if ('row' in ref) {
      const row = await this.metafields.delete(caller.customerId, ref.row);
      if (!row) throw notFound();
      return { deletedMetafieldId: toMetafieldDto(row).id };
    }
    const customer = await this.customerOf(caller);
    if (customerFieldValues(customer, await this.clinicOf(customer))[ref.name] === null) throw notFound();
    const [namespace, key] = ref.name.split('.');
    if (customerMetafieldDefinition(namespace, key)?.setByClinic)
      throw new BadRequestError(
        'METAFIELD_READ_ONLY',
        `${ref.name} is set by joining a clinic and cannot be removed: join another clinic to change it`,
      );
    await this.customers.updateStaffFields(caller.customerId, { preferredAddress: null });
    return { deletedMetafieldId: customerFieldMetafieldGid(caller.customerId, ref.name) };
  }

  private async customerOf(caller: Caller): Promise<CustomerRecord> {
    const customer = await this.customers.findById(caller.customerId);
    // The session outlived its customer (removed meanwhile): the caller is nobody now.
    if (!customer) throw new UnauthorizedError('SIGNED_OUT', 'Sign in again: this account no longer exists');
    return customer;
  }

  /** A staff member's clinic, by their ship-to: its address and home-delivery-only flag. */
  private clinicOf(customer: CustomerRecord): Promise<ClinicDto | undefined> {
    return customer.kind === 'staff'
      ? this.clinics.clinicOfShipTo(customer.shipTo)
      : Promise.resolve(undefined);
  }
}
