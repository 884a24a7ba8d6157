import { ApiProperty } from '@nestjs/swagger';
import { AUTOSHIP_CANCEL_REASONS, MAX_AUTOSHIP_LINE_QUANTITY, MIN_QUANTITY } from '@shop/cart';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { NamedAddressInputDto } from '../../../platform/postal-address/address.dto';
import { SessionTokenBodyDto } from '../../../platform/auth';

/** Longest contract id accepted (ours are 26 characters); anything not shaped like one is 404. */
const CONTRACT_ID_MAX_LENGTH = 100;

/** SPEC §7 get-subscriptions: sessionToken, customer. */
export class GetSubscriptionsRequestDto extends SessionTokenBodyDto {
  /**
   * The caller's own customer id ('gid://shop/Customer/{uuid}'); any other answers 404
   * CUSTOMER_NOT_FOUND. Absent: the caller's. The session decides whose subscriptions these are.
   */
  @ApiProperty({ required: false, maxLength: CONTRACT_ID_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(CONTRACT_ID_MAX_LENGTH)
  customer?: string;
}

/** Names one of the caller's subscriptions; another customer's or site's answers 404 SUBSCRIPTION_NOT_FOUND. */
export class SubscriptionRequestDto extends SessionTokenBodyDto {
  /** The subscription's contractId (get-subscriptions). */
  @ApiProperty({ maxLength: CONTRACT_ID_MAX_LENGTH, example: 'sub_Zk3x0bq1VQm2nF5a8T9cWg' })
  @IsString()
  @MaxLength(CONTRACT_ID_MAX_LENGTH)
  contractId!: string;
}

export class ChangeSubscriptionFrequencyRequestDto extends SubscriptionRequestDto {
  /** Days between deliveries: one of the subscription's sellingPlans (422 FREQUENCY_NOT_OFFERED otherwise). */
  @ApiProperty({ type: 'integer', example: 28 })
  @IsInt()
  frequencyDays!: number;
}

export class ChangeSubscriptionNextOrderDateRequestDto extends SubscriptionRequestDto {
  /**
   * 'YYYY-MM-DD': from tomorrow to 120 days ahead (two periods for plans over 60 days), else 422
   * NEXT_ORDER_DATE_OUT_OF_RANGE; not a calendar day, 400 INVALID_DATE.
   */
  @ApiProperty({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', example: '2026-04-01' })
  @IsString()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'nextOrderDate must be a date written YYYY-MM-DD' })
  nextOrderDate!: string;
}

export class ChangeSubscriptionQuantityRequestDto extends SubscriptionRequestDto {
  /** Units per delivery, 1 to 5 (SPEC §5 autoship line limit; 422 QUANTITY_OUT_OF_RANGE otherwise). */
  @ApiProperty({ type: 'integer', minimum: MIN_QUANTITY, maximum: MAX_AUTOSHIP_LINE_QUANTITY, example: 2 })
  @IsInt()
  quantity!: number;
}

/** A home delivery address for the subscription, with the recipient's name. */
export class SubscriptionShipToInputDto extends NamedAddressInputDto {}

export class ChangeSubscriptionShipToRequestDto extends SubscriptionRequestDto {
  @IsDefined()
  @ValidateNested()
  @Type(() => SubscriptionShipToInputDto)
  shipTo!: SubscriptionShipToInputDto;
}

export class CancelSubscriptionRequestDto extends SubscriptionRequestDto {
  /** Why: one of the list (libs/cart AUTOSHIP_CANCEL_REASONS); another value is 400 INVALID_CANCEL_REASON. */
  @ApiProperty({ enum: AUTOSHIP_CANCEL_REASONS, enumName: 'SubscriptionCancelReason' })
  @IsString()
  @MaxLength(40)
  reason!: string;
}
