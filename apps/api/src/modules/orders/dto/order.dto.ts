import { ApiProperty } from '@nestjs/swagger';
import { SITE_IDS } from '@shop/identity';
import { MoneyDto } from './money.dto';

/** An address as it was when the order was placed (SPEC §3 Address, with the recipient's name). */
export class OrderAddressDto {
  firstName!: string | null;
  lastName!: string | null;
  address1!: string;
  address2!: string | null;
  city!: string;
  /** The state's name, e.g. 'Colorado'. */
  province!: string;
  /** The state's USPS code, e.g. 'CO'. */
  provinceCode!: string;
  zip!: string;
  country!: string;
  countryCode!: string;
  phone!: string | null;
}

export class PageInfoDto {
  hasNextPage!: boolean;
  hasPreviousPage!: boolean;
  /** The cursor of the first edge; null for an empty page. */
  startCursor!: string | null;
  /** The cursor of the last edge, to ask for the next page; null for an empty page. */
  endCursor!: string | null;
}

/** One ordered line, priced as it was at checkout. */
export class OrderLineItemDto {
  /** 'gid://shop/LineItem/{uuid}' */
  id!: string;
  sku!: string;
  productId!: string;
  variantId!: string;
  /** The product's title. */
  title!: string;
  variantTitle!: string;
  productType!: string | null;
  quantity!: number;
  /** The autoship plan for a subscription line; null for a one-time line. */
  sellingPlanId!: string | null;
  frequencyDays!: number | null;
  weight!: number | null;
  weightUnit!: string | null;
  unitPrice!: MoneyDto;
  /** unitPrice x quantity, before savings. */
  originalTotal!: MoneyDto;
  totalDiscount!: MoneyDto;
  /** What the line cost: originalTotal - totalDiscount. */
  total!: MoneyDto;
}

export class OrderLineItemEdgeDto {
  cursor!: string;
  node!: OrderLineItemDto;
}

/** Every line of the order (an order has at most the cart's limit of lines, so one page). */
export class OrderLineItemConnectionDto {
  edges!: OrderLineItemEdgeDto[];
  pageInfo!: PageInfoDto;
}

/** An order as its customer sees it (SPEC §3 Order; /account/orders and 'My Order Details'). */
export class OrderDto {
  /** 'gid://shop/Order/{uuid}' */
  id!: string;
  /** The order number the shopper is shown and quotes ('SPN-100123'). */
  number!: string;
  @ApiProperty({ enum: SITE_IDS, enumName: 'SiteId' })
  site!: 'DTC' | 'HPSF';
  @ApiProperty({ enum: ['placed', 'shipped', 'cancelled'], enumName: 'OrderStatus' })
  status!: 'placed' | 'shipped' | 'cancelled';
  /** SPEC §4: oneTimeOrder, or firstPurchaseSubscription when it started an autoship. */
  @ApiProperty({ enum: ['oneTimeOrder', 'firstPurchaseSubscription'], enumName: 'OrderType' })
  orderType!: 'oneTimeOrder' | 'firstPurchaseSubscription';
  /** SPEC §9: 'USHD'. */
  salesOrg!: string;
  /** SPEC §9: 'ZK01' (staff-feeding) or 'ZDTC' (direct). */
  salesOrderType!: string;
  email!: string;
  /** When the order was placed (ISO 8601). */
  placedAt!: string;
  shippedAt!: string | null;
  cancelledAt!: string | null;
  /** The lines before any saving. */
  subtotal!: MoneyDto;
  totalDiscounts!: MoneyDto;
  shipping!: MoneyDto;
  /** The $4 Alaska and Hawaii service charge (SPEC §9), else 0.00. */
  serviceCharge!: MoneyDto;
  tax!: MoneyDto;
  total!: MoneyDto;
  shippingAddress!: OrderAddressDto;
  billingAddress!: OrderAddressDto;
  lineItems!: OrderLineItemConnectionDto;
}

export class OrderEdgeDto {
  cursor!: string;
  node!: OrderDto;
}

/** A page of the caller's orders, newest first (SPEC §3 Order: edges, cursors and pageInfo). */
export class OrderConnectionDto {
  edges!: OrderEdgeDto[];
  pageInfo!: PageInfoDto;
}

export class LastOrderDto {
  /** The caller's newest order on this site; null when they have none. */
  @ApiProperty({ type: OrderDto, nullable: true })
  order!: OrderDto | null;
}
