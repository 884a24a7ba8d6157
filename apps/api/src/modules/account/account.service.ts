import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { checkCustomerMetafield, customerIdOf } from '@shop/identity';
import type { Env } from '../../platform/config/env.schema';
import { NotFoundError, UnauthorizedError } from '../../platform/errors/app-error';
import type { Caller } from '../identity/auth/caller';
import { CustomersService } from '../identity/customers.service';
import { rowIdOf } from './account-ids';
import { CustomerAddressesRepository } from './customer-addresses.repository';
import { CustomerMetafieldsRepository } from './customer-metafields.repository';
import { buildCustomerProfile } from './customer-profile';
import { planCustomerUpdate } from './customer-update-plan';
import type { CustomerProfileDto } from './dto/customer-profile.dto';
import type {
  DeleteMetafieldResultDto,
  UpdateCustomerRequestDto,
  UpdateCustomerResultDto,
} from './dto/update-customer.dto';
import { toMetafieldDto } from './account.mapper';

/** A staff member's clinic accounts, by metafield key. */
export interface StaffMetafieldValues {
  ship_to?: string;
  sold_to?: string;
  clinic_zip?: string;
  preferred_address?: 'home' | 'clinic';
}

/**
 * The signed-in customer's own profile (SPEC §3 'Customer profile', §7 get-shopify-customer,
 * update-customer, delete-metafield). The customer's name, phone and marketing consent are the
 * Identity module's (through CustomersService); addresses and metafields are this module's.
 */
@Injectable()
export class AccountService {
  private readonly pdEligibleAccountGroups: string;

  constructor(
    private readonly customers: CustomersService,
    private readonly addresses: CustomerAddressesRepository,
    private readonly metafields: CustomerMetafieldsRepository,
    config: ConfigService<Env, true>,
  ) {
    this.pdEligibleAccountGroups = config.get('PD_ELIGIBLE_ACCOUNT_GROUPS', { infer: true });
  }

  async profile(caller: Caller): Promise<CustomerProfileDto> {
    const [customer, addresses, metafields] = await Promise.all([
      this.customers.findById(caller.customerId),
      this.addresses.list(caller.customerId),
      this.metafields.list(caller.customerId),
    ]);
    // The session outlived its customer (removed meanwhile): the caller is nobody now.
    if (!customer) throw new UnauthorizedError('SIGNED_OUT', 'Sign in again: this account no longer exists');
    return buildCustomerProfile({
      customer,
      addresses,
      metafields,
      pdEligibleAccountGroups: this.pdEligibleAccountGroups,
    });
  }

  /**
   * Saves what is valid of the update and answers the rest as userErrors (200). customerId must be
   * the caller's own (public or row id); any other is 404 CUSTOMER_NOT_FOUND, so an id says
   * nothing about whether such a customer exists.
   */
  async updateCustomer(caller: Caller, body: UpdateCustomerRequestDto): Promise<UpdateCustomerResultDto> {
    if (customerIdOf(body.customerId).toLowerCase() !== caller.customerId)
      throw new NotFoundError('CUSTOMER_NOT_FOUND', `You have no customer with id '${body.customerId}'`);
    const plan = planCustomerUpdate(body.updateInput, caller.kind);
    await this.customers.updateProfile(caller.customerId, plan.profile);
    await this.metafields.upsert(caller.customerId, plan.metafields);
    return { customer: await this.profile(caller), userErrors: plan.userErrors };
  }

  /** Removes one of the caller's metafields; 404 METAFIELD_NOT_FOUND for any other id. */
  async deleteMetafield(caller: Caller, publicId: string): Promise<DeleteMetafieldResultDto> {
    const id = rowIdOf('Metafield', publicId);
    const row = id && (await this.metafields.delete(caller.customerId, id));
    if (!row) throw new NotFoundError('METAFIELD_NOT_FOUND', `You have no metafield with id '${publicId}'`);
    return { deletedMetafieldId: toMetafieldDto(row).id };
  }

  /**
   * Records a staff member's clinic accounts as their metafields (custom.ship_to, custom.sold_to,
   * custom.clinic_zip, profeeding.preferred_address), for the server-side flow that learns them
   * (joining a clinic); values are checked by the same rules as update-customer's. Throws on a
   * value those rules refuse: the caller passes data it already trusts.
   */
  async saveStaffMetafields(customerId: string, values: StaffMetafieldValues): Promise<void> {
    const metafields = Object.entries(values).flatMap(([name, value]) => {
      if (value === undefined) return [];
      const [namespace, key] = name === 'preferred_address' ? ['profeeding', name] : ['custom', name];
      const check = checkCustomerMetafield({ namespace, key, value }, { kind: 'staff' });
      if (!check.ok) throw new Error(`Refused staff metafield ${namespace}.${key}: ${check.problem.message}`);
      return [check.metafield];
    });
    await this.metafields.upsert(customerId, metafields);
  }

  /** The staff member's preferred ship-to (custom.ship_to), for the registration check. */
  async shipToOf(customerId: string): Promise<string | null> {
    const rows = await this.metafields.list(customerId);
    return rows.find((m) => m.namespace === 'custom' && m.key === 'ship_to')?.value ?? null;
  }
}
