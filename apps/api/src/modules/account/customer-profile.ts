import { defaultPreferredAddress, METAFIELD_TYPE, type PreferredAddress } from '@shop/identity';
import { clinicDeliveryAddress, type ClinicDto } from '../clinics';
import { isRegisteredStaff } from '../../platform/auth';
import type { CustomerRecord } from '../identity';
import {
  customerFieldMetafieldGid,
  CUSTOMER_FIELD_METAFIELDS,
  type CustomerFieldMetafield,
} from './account-ids';
import { toAddressBook, toMetafieldDto } from './account.mapper';
import type { CustomerAddressRow, CustomerMetafieldRow } from './account.schema';
import type { OrderSummaryDto } from '../orders';
import type { CustomerSubscriptionDto } from '../subscriptions';
import type { StaffQuotaDto } from '../staff-quota';
import type { CustomerProfileDto } from './dto/customer-profile.dto';
import type { MetafieldDto } from './dto/metafield.dto';

/** The customer fields the profile shows: the Identity module's CustomerRecord has them all. */
export type ProfileCustomer = Pick<
  CustomerRecord,
  | 'id'
  | 'publicId'
  | 'kind'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'acceptsMarketing'
  | 'roleCode'
  | 'graduationYear'
  | 'currentSchoolName'
  | 'sapAccountGroup'
  | 'shipTo'
  | 'soldTo'
  | 'clinicZip'
  | 'preferredAddress'
>;

export interface ProfileParts {
  customer: ProfileCustomer;
  addresses: CustomerAddressRow[];
  /** This module's customer_metafields rows (the persisted cart). */
  metafields: CustomerMetafieldRow[];
  /** The staff member's clinic (by their ship-to), when it is one of ours. */
  clinic?: ClinicDto;
  /** The account group is in PD_ELIGIBLE_ACCOUNT_GROUPS (identity's SubscriptionAuthService). */
  isEligibleForPd: boolean;
  /** The customer's newest orders on this site (the Orders module's OrdersService), newest first. */
  orders: OrderSummaryDto[];
  /** The customer's subscriptions on this site (the Subscriptions module's); none when absent. */
  subscriptions?: CustomerSubscriptionDto[];
  /** Where a staff member stands against their monthly quota (the StaffQuota module's); null when none applies. */
  quota?: StaffQuotaDto | null;
}

/**
 * Where a customer's orders go: a staff member's choice, or their clinic's default until they
 * choose (SPEC §4: clinic, §6: home when the clinic delivers to homes only); null for a consumer.
 */
export function preferredAddressOf(
  customer: Pick<ProfileCustomer, 'kind' | 'preferredAddress'>,
  clinic: ClinicDto | undefined,
): PreferredAddress | null {
  return customer.kind === 'staff' ? (customer.preferredAddress ?? defaultPreferredAddress(clinic)) : null;
}

/**
 * The values of the metafields that are customer fields (SPEC §3 custom.ship_to, custom.sold_to,
 * custom.clinic_zip, profeeding.preferred_address), null where the customer has none.
 */
export function customerFieldValues(
  customer: ProfileCustomer,
  clinic: ClinicDto | undefined,
): Record<CustomerFieldMetafield, string | null> {
  return {
    'custom.ship_to': customer.shipTo,
    'custom.sold_to': customer.soldTo,
    'custom.clinic_zip': customer.clinicZip,
    'profeeding.preferred_address': preferredAddressOf(customer, clinic),
  };
}

function customerFieldMetafields(customer: ProfileCustomer, clinic: ClinicDto | undefined): MetafieldDto[] {
  const values = customerFieldValues(customer, clinic);
  return CUSTOMER_FIELD_METAFIELDS.flatMap((name) => {
    const value = values[name];
    if (value === null) return [];
    const [namespace, key] = name.split('.');
    const id = customerFieldMetafieldGid(customer.id, name);
    return [{ id, namespace, key, value, type: METAFIELD_TYPE }];
  });
}

/**
 * The SPEC §3 customer profile from the customer, their address book and their metafields. The
 * staff fields (ship-to, sold-to, clinic ZIP, preferred address) are the customers row's, and
 * show as metafields too, next to this module's own (the persisted cart).
 */
export function buildCustomerProfile(parts: ProfileParts): CustomerProfileDto {
  const { customer, clinic } = parts;
  const isStaff = customer.kind === 'staff';
  const book = toAddressBook(parts.addresses);
  const cart = parts.metafields.find((m) => m.namespace === 'profeeding' && m.key === 'persisted_cart_id');
  const preferredAddress = preferredAddressOf(customer, clinic);
  const metafields = [...customerFieldMetafields(customer, clinic), ...parts.metafields.map(toMetafieldDto)];
  const nameOf = (m: MetafieldDto) => `${m.namespace}.${m.key}`;
  metafields.sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : 1));

  return {
    id: customer.publicId,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    metafields,
    persistedCartMetafield: cart ? { id: toMetafieldDto(cart).id, value: cart.value } : null,
    preferredAddress,
    soldTo: customer.soldTo,
    shipToZip: preferredAddress === 'clinic' ? customer.clinicZip : (book.defaultAddress?.zip ?? null),
    clinicZip: customer.clinicZip,
    addresses: book.addresses,
    defaultAddress: book.defaultAddress,
    orders: parts.orders,
    subscriptions: parts.subscriptions ?? [],
    quotaMonth: parts.quota?.quotaMonth ?? null,
    quotaValue: parts.quota?.quotaValue ?? null,
    quotaReached: parts.quota?.quotaReached ?? false,
    staff: isStaff
      ? {
          roleCode: customer.roleCode,
          graduationYear: customer.graduationYear,
          currentSchoolName: customer.currentSchoolName,
          isRegistered: isRegisteredStaff(customer),
          SF_PreferedShipTo: customer.shipTo,
          SF_StoreSoldTo: customer.soldTo,
          SAP_CustomerAccountGroup: customer.sapAccountGroup,
          isEligibleForPd: parts.isEligibleForPd,
          zipCode: customer.clinicZip,
          clinicAddress: clinic ? clinicDeliveryAddress(clinic) : null,
        }
      : null,
  };
}
