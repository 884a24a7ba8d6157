import { ApiProperty } from '@nestjs/swagger';
import { AUTOSHIP_CANCEL_REASONS, type AutoshipCancelReason } from '@shop/cart';

/**
 * One of the customer's autoships as their profile lists it, under SPEC §3 Subscription's mapped
 * names (customer, product, external_id, frequency_days, every_period, cancelled, cancel_reason,
 * start_date, quantity; weight and unit from the ordered variant).
 */
export class CustomerSubscriptionDto {
  /** 'gid://shop/Customer/{uuid}': the subscriber. */
  customerId!: string;
  /** The catalogue's product id. */
  productId!: string;
  /** The catalogue's variant id. */
  variantId!: string;
  sku!: string;
  /** The subscription's public, unguessable id (SPEC §3 external_id). */
  contractId!: string;
  /** Days between deliveries. */
  frequencyDays!: number;
  /** Weeks between deliveries (the selling plan's 'every N weeks'); null when not whole weeks. */
  @ApiProperty({ type: 'integer', nullable: true })
  frequency!: number | null;
  @ApiProperty({ enum: ['active', 'paused', 'cancelled'], enumName: 'SubscriptionStatus' })
  status!: 'active' | 'paused' | 'cancelled';
  cancelled!: boolean;
  /** One of AUTOSHIP_CANCEL_REASONS (libs/cart, with their labels) while cancelled; else null. */
  @ApiProperty({ enum: AUTOSHIP_CANCEL_REASONS, enumName: 'SubscriptionCancelReason', nullable: true })
  cancelReason!: AutoshipCancelReason | null;
  /** The first delivery's date, 'YYYY-MM-DD'. */
  startDateString!: string;
  /** The next delivery's date, 'YYYY-MM-DD'. */
  nextOrderDateString!: string;
  quantity!: number;
  /** The variant's weight, per unit; null when the variant left the catalogue. */
  @ApiProperty({ type: 'number', nullable: true })
  weight!: number | null;
  @ApiProperty({ type: 'string', nullable: true })
  weightUnit!: string | null;
}
