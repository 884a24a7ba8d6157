import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

const KINDS = ['purchase', 'add-on', 'round-up'] as const;
const REASONS = ['given', 'cancelled', 'refunded'] as const;

export class OrderIdParamsDto {
  /** The order's id (uuid), as place-order answered it. */
  @IsString()
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: 'orderId must be a uuid',
  })
  orderId!: string;
}

/** One charity of a portfolio an order gave to. */
export class DonationCharityDto {
  ein!: string;
  name!: string;
  city!: string;
  state!: string;
}

/** The cause an order gave to, as it was when the order was placed. */
export class DonationCauseDto {
  id!: string;
  kind!: 'charity' | 'portfolio';
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  city!: string | null;
  @ApiProperty({ type: String, nullable: true })
  state!: string | null;
  /** The charity's tax id; null for a portfolio. */
  @ApiProperty({ type: String, nullable: true })
  ein!: string | null;
  /** A portfolio's charities, each given an equal share; empty for a charity. */
  @ApiProperty({ type: () => [DonationCharityDto] })
  charities!: DonationCharityDto[];
}

export class DonationLineDto {
  position!: number;
  productId!: string;
  sku!: string;
  /** 'purchase': the store gives; 'add-on', 'round-up': the shopper's own gift. */
  @ApiProperty({ enum: KINDS })
  kind!: (typeof KINDS)[number];
  amountCents!: number;
}

export class DonationEntryDto {
  @ApiProperty({ enum: KINDS })
  kind!: (typeof KINDS)[number];
  /** 'given' (positive) when placed; 'cancelled', 'refunded' (negative) when taken back. */
  @ApiProperty({ enum: REASONS })
  reason!: (typeof REASONS)[number];
  amountCents!: number;
  /** ISO time. */
  at!: string;
}

/** An order's donation: to whom, how much per line, and every entry (reversals included). */
export class OrderDonationDto {
  orderId!: string;
  orderNumber!: string;
  /** Null when the store had no cause to give to. */
  @ApiProperty({ type: () => DonationCauseDto, nullable: true })
  cause!: DonationCauseDto | null;
  givenCents!: number;
  reversedCents!: number;
  netCents!: number;
  /** Of givenCents, the shopper's own gift (add-on and round-up). */
  shopperFundedCents!: number;
  @ApiProperty({ type: () => [DonationLineDto] })
  lines!: DonationLineDto[];
  @ApiProperty({ type: () => [DonationEntryDto] })
  entries!: DonationEntryDto[];
}

export class SubscriptionParamsDto {
  @IsString()
  @MaxLength(100)
  contractId!: string;
}

/** My Subscriptions: the cause an autoship's renewals give to. */
export class SetSubscriptionCauseRequestDto {
  /** A charity's EIN or a portfolio's 32-hex id. */
  @IsString()
  @MaxLength(64)
  causeId!: string;
}

export class SubscriptionCauseDto {
  contractId!: string;
  /** Null: renewals give to the shopper's latest checkout choice, else the store's default cause. */
  @ApiProperty({ type: String, nullable: true })
  causeId!: string | null;
}

/** The operator's report: from a month to a month (YYYY-MM, UTC), at most 24 months. */
export class DonationReportQueryDto {
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'from must be YYYY-MM' })
  from!: string;
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'to must be YYYY-MM' })
  to!: string;
}

export class DonationReportRowDto {
  /** YYYY-MM (UTC) of the entries. */
  month!: string;
  causeId!: string;
  causeName!: string;
  @ApiProperty({ type: String, nullable: true })
  causeEin!: string | null;
  @ApiProperty({ type: String, nullable: true })
  causeCity!: string | null;
  @ApiProperty({ type: String, nullable: true })
  causeState!: string | null;
  /** Orders with an entry that month. */
  orders!: number;
  givenCents!: number;
  /** Taken back by cancellations and refunds (positive). */
  reversedCents!: number;
  /** What to pay the cause for the month. */
  netCents!: number;
}

export class DonationReportDto {
  from!: string;
  to!: string;
  @ApiProperty({ type: () => [DonationReportRowDto] })
  rows!: DonationReportRowDto[];
}
