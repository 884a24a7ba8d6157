import { ApiProperty } from '@nestjs/swagger';
import { StaffQuotaDto } from '../../staff-quota';
import { ImageUrlDto, MoneyDto, SelectedOptionDto, SellingPlanDto } from '../../catalog';
import { DELIVERY_DESTINATIONS, type DeliveryDestination, STOCK_STATUSES } from '../../stock';

export const ORDER_TYPES = ['oneTimeOrder', 'firstPurchaseSubscription'] as const;

export class CartAttributeDto {
  key!: string;
  value!: string;
}

export class CartCustomerRefDto {
  /** 'gid://shop/Customer/{id}' */
  id!: string;
}

/** SPEC §3 buyerIdentity; customer is set once the cart is a signed-in customer's. */
export class CartBuyerIdentityDto {
  @ApiProperty({ type: String, nullable: true })
  email!: string | null;
  @ApiProperty({ type: String, nullable: true })
  phone!: string | null;
  @ApiProperty({ type: String, nullable: true })
  countryCode!: string | null;
  @ApiProperty({ type: () => CartCustomerRefDto, nullable: true })
  customer!: CartCustomerRefDto | null;
}

export class CartProductDto {
  id!: string;
  handle!: string;
  title!: string;
  /** e.g. 'Dry Food'; the excluded product type is left out of the free-shipping subtotal. */
  productType!: string;
}

export class CartVariantDto {
  id!: string;
  /** 'gid://shop/ProductVariant/{id}': the line's merchandiseId. */
  adminGraphqlId!: string;
  sku!: string;
  /** The option values, e.g. 'Chicken & Barley / 15 lb / Dry'. */
  title!: string;
  variantURL!: string;
  selectedOptions!: SelectedOptionDto[];
  /** The catalogue's one-time unit price now. */
  price!: MoneyDto;
  @ApiProperty({ type: () => MoneyDto, nullable: true })
  compareAtPrice!: MoneyDto | null;
  image!: ImageUrlDto;
  weight!: number;
  @ApiProperty({ enum: ['lb', 'oz'] })
  weightUnit!: 'lb' | 'oz';
  /** Whether the variant is sold at all (stock at a ZIP: the line's stock mark). */
  available!: boolean;
}

/** An autoship line's plan (SPEC §3 sellingPlanAllocation {sellingPlan {id}}). */
export class CartSellingPlanAllocationDto {
  sellingPlan!: SellingPlanDto;
  /** The unit price on autoship: the one-time price less 5% (what the product card shows). */
  price!: MoneyDto;
}

/** A line's money; the amounts are the cents as decimal text. */
export class CartLineCostDto {
  /** Unit price times quantity, before savings (SPEC §2: the dialog's subtotal). */
  subtotalAmount!: MoneyDto;
  /** All of the line's savings: autoship, program discount and discount code. */
  discountAmount!: MoneyDto;
  /** What the line costs: subtotal less savings. */
  totalAmount!: MoneyDto;
  subtotalCents!: number;
  autoshipSavingCents!: number;
  programDiscountCents!: number;
  discountCodeCents!: number;
  discountCents!: number;
  totalCents!: number;
}

export class CartLineStockDto {
  /** False only when the status is OUT: the line cannot ship to the location. */
  inStock!: boolean;
  @ApiProperty({ enum: STOCK_STATUSES, enumName: 'StockStatus' })
  status!: 'IN' | 'LTD' | 'OUT';
}

/** SPEC §3 line item. */
export class CartLineDto {
  /** 'gid://shop/CartLine/{id}' */
  id!: string;
  quantity!: number;
  /** Includes _weightValue and _weightUnit (default unit lbs), written when the line is added. */
  attributes!: CartAttributeDto[];
  product!: CartProductDto;
  variant!: CartVariantDto;
  cost!: CartLineCostDto;
  @ApiProperty({ type: () => CartSellingPlanAllocationDto, nullable: true })
  sellingPlanAllocation!: CartSellingPlanAllocationDto | null;
  /** The line's cap: 5 for autoship, 10 one-time (SPEC §5). */
  maxQuantity!: number;
  /** An autoship line at exactly 5 (SPEC §5): the storefront shows the limit alert. */
  autoshipLimitReached!: boolean;
  /** The stock mark at the cart's location; null when not checked (no location, no SKU, excluded type). */
  @ApiProperty({ type: () => CartLineStockDto, nullable: true })
  stock!: CartLineStockDto | null;
}

/** The checkout contract's CartTotals, in cents. */
export class CartTotalsDto {
  subtotalBeforeSavingsCents!: number;
  autoshipSavingsCents!: number;
  programDiscountCents!: number;
  discountCodeSavingsCents!: number;
  cartSubtotalCents!: number;
  totalSavingsCents!: number;
  freeShippingEligibleSubtotalCents!: number;
}

/** The cost lines of SPEC §2's order summary, priced on the server from the catalogue. */
export class CartCostDto {
  /** 'Subtotal Before Savings'. */
  subtotalBeforeSavingsAmount!: MoneyDto;
  autoshipSavingsAmount!: MoneyDto;
  /** 'Program Discount' (PD-eligible staff). */
  programDiscountAmount!: MoneyDto;
  /** AUTO35 and any other applied code. */
  discountCodeSavingsAmount!: MoneyDto;
  /** 'Cart Subtotal': what the lines cost after savings. */
  subtotalAmount!: MoneyDto;
  /** 'Estimated Total': the cart subtotal; tax and shipping are added at checkout. */
  totalAmount!: MoneyDto;
  /** 'Total Savings:'. */
  totalSavingsAmount!: MoneyDto;
  /** What counts towards free shipping: the excluded product type left out. */
  freeShippingEligibleSubtotalAmount!: MoneyDto;
  cents!: CartTotalsDto;
}

export class CartDiscountCodeDto {
  code!: string;
  /** Whether it takes effect on this cart now (AUTO35: signed in, never subscribed, autoship lines). */
  applicable!: boolean;
  /** Why it does not take effect now, for the shopper (libs/cart discountCodeRefusal); null when it does. */
  @ApiProperty({ type: String, nullable: true })
  message!: string | null;
}

/** Where the stock marks were checked. */
export class CartStockCheckDto {
  zipCode!: string;
  @ApiProperty({ enum: DELIVERY_DESTINATIONS, enumName: 'DeliveryDestination' })
  destination!: DeliveryDestination;
  /** False when the location could not be checked; `problem` says why (e.g. ZIP_NOT_SERVED). */
  checked!: boolean;
  @ApiProperty({ type: String, nullable: true })
  problem!: string | null;
}

/** Something the change did differently from what was asked (a quantity capped). */
export class CartWarningDto {
  @ApiProperty({ enum: ['QUANTITY_LIMITED'] })
  code!: 'QUANTITY_LIMITED';
  message!: string;
  /** The line concerned ('gid://shop/CartLine/{id}'). */
  @ApiProperty({ type: String, nullable: true })
  lineId!: string | null;
}

/** The full cart (SPEC §3 Cart), the answer of every cart call. */
export class CartDto {
  /** 'gid://shop/Cart/{id}': keep it in the col_cart_id cookie. */
  id!: string;
  totalQuantity!: number;
  buyerIdentity!: CartBuyerIdentityDto;
  lineItems!: CartLineDto[];
  /** Includes salesOrg, salesOrderType and acceptsMarketing for a signed-in customer (SPEC §6). */
  attributes!: CartAttributeDto[];
  @ApiProperty({ type: String, nullable: true })
  note!: string | null;
  discountCodes!: CartDiscountCodeDto[];
  cost!: CartCostDto;
  /** SPEC §4: firstPurchaseSubscription when any line has a selling plan. */
  @ApiProperty({ enum: ORDER_TYPES, enumName: 'OrderType' })
  orderType!: (typeof ORDER_TYPES)[number];
  /** Total quantity above 10 (SPEC §5): checkout refuses the cart (CART_OVER_LIMIT). */
  overLimit!: boolean;
  /** Some autoship line is at its cap of 5. */
  autoshipLimitReached!: boolean;
  @ApiProperty({ type: () => CartStockCheckDto, nullable: true })
  stockCheck!: CartStockCheckDto | null;
  warnings!: CartWarningDto[];
  /** True in the answer that removed the last line: the cart is gone (SPEC §4), forget its id. */
  deleted!: boolean;
  /**
   * A staff member's monthly quota on the staff site: what is left this month (the cart's
   * cents.cartSubtotalCents must fit in quotaValueCents for the order to be placed); null when no
   * quota applies (a guest, a consumer, a group without one).
   */
  @ApiProperty({ type: StaffQuotaDto, nullable: true })
  staffQuota!: StaffQuotaDto | null;
}
