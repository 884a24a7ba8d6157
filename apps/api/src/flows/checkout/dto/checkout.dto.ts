import { ApiProperty } from '@nestjs/swagger';
import { StaffQuotaDto } from '../../../modules/staff-quota';
import { SITE_IDS } from '@shop/identity';
// The order keeps the address checkout chose, so both show it the same way.
import { OrderAddressDto } from '../../../modules/orders';

export class MultipassDto {
  /** The shop's checkout page with its link token: '{public origin}/checkout?token=...'. */
  url!: string;
  /** When the link stops working (ISO 8601). */
  expiresAt!: string;
}

/** One place the order may go. */
export class ShipToOptionDto {
  /** What place-order takes as addressId: a saved address's id, or 'clinic'. */
  id!: string;
  @ApiProperty({ enum: ['clinic', 'address'], enumName: 'ShipToKind' })
  kind!: 'clinic' | 'address';
  /** The clinic's name for kind 'clinic'; null otherwise. */
  label!: string | null;
  address!: OrderAddressDto;
  /** The option the page selects first (preferred address for staff, default address otherwise). */
  preselected!: boolean;
}

/** A line as checkout shows it, re-priced from the catalogue now (integer cents). */
export class CheckoutLineDto {
  lineId!: string;
  productId!: string;
  variantId!: string;
  sku!: string;
  productTitle!: string;
  variantTitle!: string;
  productType!: string;
  quantity!: number;
  sellingPlanId!: string | null;
  frequencyDays!: number | null;
  unitPriceCents!: number;
  lineSubtotalCents!: number;
  discountCents!: number;
  lineTotalCents!: number;
}

/** The cart's money (SPEC §2 cost lines), in cents. */
export class CheckoutTotalsDto {
  subtotalBeforeSavingsCents!: number;
  autoshipSavingsCents!: number;
  programDiscountCents!: number;
  discountCodeSavingsCents!: number;
  cartSubtotalCents!: number;
  totalSavingsCents!: number;
  freeShippingEligibleSubtotalCents!: number;
}

export class CheckoutDiscountCodeDto {
  code!: string;
  applicable!: boolean;
}

/** What the checkout page shows for a link: the cart now, the contact email and where it may ship. */
export class CheckoutDto {
  cartId!: string;
  @ApiProperty({ enum: SITE_IDS, enumName: 'SiteId' })
  site!: 'DTC' | 'HPSF';
  signedIn!: boolean;
  /** The signed-in customer's email, else the cart's or the link's; null when the guest must enter one. */
  email!: string | null;
  /** Whether place-order takes an email (guests); a signed-in customer's order goes to their account's. */
  emailRequired!: boolean;
  @ApiProperty({ enum: ['oneTimeOrder', 'firstPurchaseSubscription'], enumName: 'OrderType' })
  orderType!: 'oneTimeOrder' | 'firstPurchaseSubscription';
  lines!: CheckoutLineDto[];
  totals!: CheckoutTotalsDto;
  discountCodes!: CheckoutDiscountCodeDto[];
  /** The clinic (staff, unless it delivers to homes only) and the saved addresses. */
  shipToOptions!: ShipToOptionDto[];
  /** Whether a new address may be typed (always, for now). */
  newAddressAllowed!: boolean;
  /** The staff member's clinic delivers to homes only (SPEC §6): no clinic option. */
  homeDeliveryOnly!: boolean;
  /** Orders from this (free-shipping-eligible) subtotal ship free. */
  freeShippingThresholdCents!: number;
  /** When the link stops working (ISO 8601). */
  expiresAt!: string;
  /**
   * What is left of the staff member's monthly quota: placing an order whose merchandise
   * (totals.cartSubtotalCents) is over quotaValueCents is refused (422 STAFF_QUOTA_EXCEEDED); null
   * when no quota applies.
   */
  @ApiProperty({ type: StaffQuotaDto, nullable: true })
  staffQuota!: StaffQuotaDto | null;
}

/** What checkout adds for a ship-to state (shipping, the $4 Alaska/Hawaii charge, tax), in cents. */
export class CheckoutChargesDto {
  provinceCode!: string;
  merchandiseCents!: number;
  shippingCents!: number;
  serviceChargeCents!: number;
  taxCents!: number;
  totalCents!: number;
  freeShipping!: boolean;
}

export class PlacedOrderLineDto {
  sku!: string;
  productTitle!: string;
  variantTitle!: string;
  quantity!: number;
  sellingPlanId!: string | null;
  frequencyDays!: number | null;
  unitPriceCents!: number;
  lineSubtotalCents!: number;
  discountCents!: number;
  lineTotalCents!: number;
}

export class PlacedOrderTotalsDto {
  subtotalCents!: number;
  discountCents!: number;
  shippingCents!: number;
  serviceChargeCents!: number;
  taxCents!: number;
  totalCents!: number;
}

/** An autoship the order started. */
export class StartedSubscriptionDto {
  contractId!: string;
  sku!: string;
  /** 'YYYY-MM-DD' */
  nextOrderDate!: string;
}

export class PaymentSummaryDto {
  brand!: string;
  last4!: string;
}

/** The placed order, for the confirmation page (the same answer again for a replayed Idempotency-Key). */
export class PlacedOrderDto {
  /** 'gid://shop/Order/{uuid}' */
  id!: string;
  /** What the shopper quotes ('SPN-100123'). */
  number!: string;
  email!: string;
  @ApiProperty({ enum: ['oneTimeOrder', 'firstPurchaseSubscription'], enumName: 'OrderType' })
  orderType!: 'oneTimeOrder' | 'firstPurchaseSubscription';
  lines!: PlacedOrderLineDto[];
  totals!: PlacedOrderTotalsDto;
  shippingAddress!: OrderAddressDto;
  subscriptions!: StartedSubscriptionDto[];
  payment!: PaymentSummaryDto;
}
