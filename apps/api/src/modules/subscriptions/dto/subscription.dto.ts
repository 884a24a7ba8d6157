import { ApiProperty } from '@nestjs/swagger';
import type { AutoshipActionType } from '@shop/cart';
import { CustomerSubscriptionDto } from './customer-subscription.dto';

const ACTION_TYPES: AutoshipActionType[] = [
  'changeFrequency',
  'changeNextOrderDate',
  'skipNextOrder',
  'orderNow',
  'changeQuantity',
  'changeShipTo',
  'pause',
  'resume',
  'cancel',
  'reactivate',
];

/** An autoship plan the subscribed product is offered with now: what change-frequency accepts. */
export class SubscriptionPlanDto {
  /** Days between deliveries: the value change-frequency takes. */
  frequencyDays!: number;
  /** Weeks between deliveries; null when not whole weeks. */
  @ApiProperty({ type: 'integer', nullable: true })
  frequency!: number | null;
  /** e.g. 'Every 4 weeks'. */
  name!: string;
}

/** Where the subscription's deliveries go (SPEC §3 Address, with the recipient's name). */
export class SubscriptionShipToDto {
  @ApiProperty({ type: 'string', nullable: true })
  firstName!: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  lastName!: string | null;
  address1!: string;
  @ApiProperty({ type: 'string', nullable: true })
  address2!: string | null;
  city!: string;
  @ApiProperty({ type: 'string', nullable: true })
  province!: string | null;
  provinceCode!: string;
  zip!: string;
  @ApiProperty({ type: 'string', nullable: true })
  country!: string | null;
  countryCode!: string;
  @ApiProperty({ type: 'string', nullable: true })
  phone!: string | null;
}

/**
 * One of the caller's autoships as 'My Subscriptions' / 'My Autoships' shows it: SPEC §3's mapped
 * names, the next order date and status, what the page shows of the product, where it ships, the
 * plans it can change to and the actions its status allows.
 */
export class SubscriptionDto extends CustomerSubscriptionDto {
  /** Whether an order is waiting for the renewal run (order now, or the next date has come). */
  orderDue!: boolean;
  /** The product's title; null when it left the catalogue. */
  @ApiProperty({ type: 'string', nullable: true })
  productTitle!: string | null;
  /** The product page's handle, for a link; null when it left the catalogue. */
  @ApiProperty({ type: 'string', nullable: true })
  productHandle!: string | null;
  /** The variant's option values, e.g. 'Chicken & Barley / 15 lb / Dry'. */
  @ApiProperty({ type: 'string', nullable: true })
  variantTitle!: string | null;
  /** The variant's 'Size' option, e.g. '15 lb'. */
  @ApiProperty({ type: 'string', nullable: true })
  size!: string | null;
  /** The variant's primary image. */
  @ApiProperty({ type: 'string', nullable: true })
  imageUrl!: string | null;
  shipTo!: SubscriptionShipToDto;
  /** The plans the product is offered with now (empty: no longer on autoship). */
  sellingPlans!: SubscriptionPlanDto[];
  /** The self-service calls this subscription's status accepts. */
  @ApiProperty({ enum: ACTION_TYPES, enumName: 'SubscriptionAction', isArray: true })
  actions!: AutoshipActionType[];
}

/** SPEC §7 get-subscriptions: the caller's subscriptions on this site, oldest first. */
export class GetSubscriptionsResultDto {
  results!: SubscriptionDto[];
}
