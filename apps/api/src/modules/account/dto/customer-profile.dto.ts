import { ApiProperty } from '@nestjs/swagger';
import { PREFERRED_ADDRESS_VALUES } from '@shop/identity';
import { StaffClinicAddressDto } from '../../clinics';
import { OrderSummaryDto } from '../../orders';
import { AddressDto } from '../../../platform/postal-address/address.dto';
import { MetafieldDto, PersistedCartMetafieldDto } from './metafield.dto';
import { SessionTokenBodyDto } from '../../../platform/auth';
import { CustomerSubscriptionDto } from '../../subscriptions';

/** How many of the newest orders the profile carries: the dashboard's last order and a few more. */
export const PROFILE_RECENT_ORDERS = 5;

export class GetShopifyCustomerRequestDto extends SessionTokenBodyDto {}

/** What the staff site knows of a staff member besides the common profile (SPEC §3 Staff-feeding user). */
export class StaffProfileDto {
  roleCode!: string | null;
  graduationYear!: number | null;
  currentSchoolName!: string | null;
  /** Registered once both the account group and the preferred ship-to are present (SPEC §3, §6). */
  isRegistered!: boolean;
  /** The ship-to account orders go to (custom.ship_to; set by joining a clinic). */
  SF_PreferedShipTo!: string | null;
  /** The sold-to account that is billed (custom.sold_to; set by joining a clinic). */
  SF_StoreSoldTo!: string | null;
  SAP_CustomerAccountGroup!: string | null;
  /** Professional-discount eligibility: the account group is in PD_ELIGIBLE_ACCOUNT_GROUPS. */
  isEligibleForPd!: boolean;
  /** The clinic's ZIP (custom.clinic_zip): the staff member's location. */
  zipCode!: string | null;
  /** The joined clinic's address, once the clinic is known; null before. */
  @ApiProperty({ type: StaffClinicAddressDto, nullable: true })
  clinicAddress!: StaffClinicAddressDto | null;
}

/** The signed-in customer's profile (SPEC §3 'Customer profile'), what the storefront keeps in its profile store. */
export class CustomerProfileDto {
  /** 'gid://shop/Customer/{uuid}' */
  id!: string;
  email!: string;
  firstName!: string;
  lastName!: string;
  phone!: string | null;
  acceptsMarketing!: boolean;
  /**
   * Every metafield the customer has (SPEC §3: each single-line text), by namespace and key. A
   * staff member's clinic fields (custom.ship_to, custom.sold_to, custom.clinic_zip) and preferred
   * address are among them, with ids 'gid://shop/Metafield/{customerUuid}-{namespace}.{key}'.
   */
  metafields!: MetafieldDto[];
  /** profeeding.persisted_cart_id, the cart kept across sign-ins (SPEC §4 Cart lifecycle); null when none. */
  @ApiProperty({ type: PersistedCartMetafieldDto, nullable: true })
  persistedCartMetafield!: PersistedCartMetafieldDto | null;
  /** profeeding.preferred_address: where orders go; staff who never chose get 'clinic' (SPEC §4). */
  @ApiProperty({ enum: PREFERRED_ADDRESS_VALUES, enumName: 'PreferredAddress', nullable: true })
  preferredAddress!: 'home' | 'clinic' | null;
  /** custom.sold_to (staff). */
  soldTo!: string | null;
  /** The ZIP orders ship to: the clinic's when the preferred address is the clinic, else the default address's. */
  shipToZip!: string | null;
  /** custom.clinic_zip (staff). */
  clinicZip!: string | null;
  /** Oldest first. */
  addresses!: AddressDto[];
  @ApiProperty({ type: AddressDto, nullable: true })
  defaultAddress!: AddressDto | null;
  /**
   * The customer's newest orders on this site (up to 5, PROFILE_RECENT_ORDERS), newest first, in
   * short; empty when none. get-shopify-orders pages through all of them, get-shopify-order has one
   * in full.
   */
  orders!: OrderSummaryDto[];
  /** The customer's autoships on this site, oldest first, cancelled ones included (SPEC §3 Subscription). */
  @ApiProperty({ type: [CustomerSubscriptionDto] })
  subscriptions!: CustomerSubscriptionDto[];
  /**
   * The staff monthly quota's month, 'YYYY-MM' in the shop's time zone (America/Denver); null when
   * no quota applies (a consumer, or an account group without one).
   */
  quotaMonth!: string | null;
  /** What is left to buy this month, in dollars ('123.45'); null when no quota applies. */
  quotaValue!: string | null;
  /** Nothing is left of this month's quota (SPEC §3 store flag); false when no quota applies. */
  quotaReached!: boolean;
  /** The staff member's own fields on the staff site; null for a consumer. */
  @ApiProperty({ type: StaffProfileDto, nullable: true })
  staff!: StaffProfileDto | null;
}
