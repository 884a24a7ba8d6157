import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * Where a staff member stands against their monthly quota (SPEC §3 quotaMonth, quotaValue,
 * quotaReached), on the profile, the cart and the checkout page of the staff site.
 */
export class StaffQuotaDto {
  /** The month, 'YYYY-MM', in the shop's time zone (America/Denver). */
  quotaMonth!: string;
  /** The member's quota for a month, in dollars ('500.00'). */
  monthlyQuota!: string;
  /** What is left to buy this month, in dollars ('123.45'): the quota less this month's orders. */
  quotaValue!: string;
  /** quotaValue in cents, for comparing with the cart's cents. */
  quotaValueCents!: number;
  /** Nothing is left this month. */
  quotaReached!: boolean;
}

/** An operator's view of a member's quota. */
export class OperatorStaffQuotaDto {
  /** 'gid://shop/Customer/{uuid}' */
  customerId!: string;
  email!: string;
  accountGroup!: string | null;
  /** The quota is the member's own (set by an operator), not their account group's. */
  ownQuota!: boolean;
  /** Where the member stands this month; null when no quota applies (their group has none). */
  @ApiProperty({ type: StaffQuotaDto, nullable: true })
  quota!: StaffQuotaDto | null;
}

export class StaffQuotaParamsDto {
  /** The member's customer id: a uuid, or 'gid://shop/Customer/{uuid}' URL-encoded. */
  @IsString()
  @MaxLength(100)
  customerId!: string;
}

export class SetStaffQuotaRequestDto {
  /** The member's own monthly quota in dollars, at most two decimals; 0 stops their purchases. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(9_999_999)
  monthlyQuota!: number;
}
