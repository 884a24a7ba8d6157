import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** An autoship delivery plan a product is offered with. */
export class SellingPlanDto {
  /** 'gid://shop/SellingPlan/{n}': pass it as a cart line's sellingPlanId. */
  id!: string;
  /** e.g. 'Every 4 weeks'. */
  name!: string;
  /** Days between deliveries, e.g. 28. */
  frequencyDays!: number;
  /** Weeks between deliveries, e.g. 4. */
  frequency!: number;
}

export class SubscriptionProductRequestDto {
  /** A variant's SKU. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  sku!: string;
}

/** Whether a SKU can be bought on autoship, and how often it can be delivered (SPEC §7). */
export class SubscriptionProductDto {
  sku!: string;
  /** True when the product is offered with at least one plan. */
  eligible!: boolean;
  /** In display order; empty when not eligible. */
  sellingPlans!: SellingPlanDto[];
}
