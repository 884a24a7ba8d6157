import { isEligibleForPd, isStaffRegistered, DEFAULT_STAFF_PREFERRED_ADDRESS } from '@shop/identity';
import type { PreferredAddress } from '@shop/identity';
import { toAddressBook, toMetafieldDto } from './account.mapper';
import type { CustomerAddressRow, CustomerMetafieldRow } from './account.schema';
import type { ClinicAddressDto, CustomerProfileDto } from './dto/customer-profile.dto';

/** The customer fields the profile shows: the Identity module's CustomerRecord has them all. */
export interface ProfileCustomer {
  publicId: string;
  kind: 'consumer' | 'staff';
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
  roleCode: string | null;
  graduationYear: number | null;
  currentSchoolName: string | null;
  sapAccountGroup: string | null;
}

export interface ProfileParts {
  customer: ProfileCustomer;
  addresses: CustomerAddressRow[];
  metafields: CustomerMetafieldRow[];
  /** PD_ELIGIBLE_ACCOUNT_GROUPS, the comma-separated account groups eligible for the discount. */
  pdEligibleAccountGroups: string;
  clinicAddress?: ClinicAddressDto | null;
}

/**
 * The SPEC §3 customer profile from the customer, their address book and their metafields. The
 * staff fields read the metafields the staff site writes at customer load (SPEC §4): ship-to,
 * sold-to, clinic ZIP and preferred address, which defaults to the clinic for staff.
 */
export function buildCustomerProfile(parts: ProfileParts): CustomerProfileDto {
  const { customer } = parts;
  const metafield = (namespace: string, key: string) =>
    parts.metafields.find((m) => m.namespace === namespace && m.key === key);
  const value = (namespace: string, key: string) => metafield(namespace, key)?.value ?? null;
  const isStaff = customer.kind === 'staff';

  const book = toAddressBook(parts.addresses);
  const cart = metafield('profeeding', 'persisted_cart_id');
  const storedPreference = value('profeeding', 'preferred_address') as PreferredAddress | null;
  const preferredAddress = storedPreference ?? (isStaff ? DEFAULT_STAFF_PREFERRED_ADDRESS : null);
  const shipTo = value('custom', 'ship_to');
  const soldTo = value('custom', 'sold_to');
  const clinicZip = value('custom', 'clinic_zip');

  return {
    id: customer.publicId,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    acceptsMarketing: customer.acceptsMarketing,
    metafields: parts.metafields.map(toMetafieldDto),
    persistedCartMetafield: cart ? { id: toMetafieldDto(cart).id, value: cart.value } : null,
    preferredAddress,
    soldTo,
    shipToZip: preferredAddress === 'clinic' ? clinicZip : (book.defaultAddress?.zip ?? null),
    clinicZip,
    addresses: book.addresses,
    defaultAddress: book.defaultAddress,
    orders: [],
    subscriptions: [],
    staff: isStaff
      ? {
          roleCode: customer.roleCode,
          graduationYear: customer.graduationYear,
          currentSchoolName: customer.currentSchoolName,
          isRegistered: isStaffRegistered({
            SAP_CustomerAccountGroup: customer.sapAccountGroup,
            SF_PreferedShipTo: shipTo,
          }),
          SF_PreferedShipTo: shipTo,
          SF_StoreSoldTo: soldTo,
          SAP_CustomerAccountGroup: customer.sapAccountGroup,
          isEligibleForPd: isEligibleForPd(customer.sapAccountGroup, parts.pdEligibleAccountGroups),
          zipCode: clinicZip,
          clinicAddress: parts.clinicAddress ?? null,
        }
      : null,
  };
}
