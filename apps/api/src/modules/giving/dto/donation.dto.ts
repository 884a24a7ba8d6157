import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';

/** The most lines one cart donation works out (a cart holds at most 20). */
export const MAX_DONATION_LINES = 100;
/** The dearest item or discount a donation is worked out on, in dollars. */
export const MAX_DONATION_PRICE = 99_999.99;

const DOLLARS = /^\d{1,5}(\.\d{1,2})?$/;

/** A query's dollar amount ('54.99'): only such text becomes a number, so '1e3' or '0x10' fail by name. */
function DollarsToNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DOLLARS.test(value) ? Number(value) : value,
  );
}

/** A cause id as SPEC §5 knows them: a tax id (digits, '/', '-') or a 32-hex portfolio id. */
const CAUSE_ID = /^([0-9/-]{1,31}|[0-9a-fA-F]{32})$/;

/** SPEC §7 products GET /donation-by-cms-id. */
export class ProductDonationQueryDto {
  /** The product's CMS id (the catalogue's product id). */
  @IsString()
  @IsWellFormedText()
  @MaxLength(200)
  cmsId!: string;

  /** What the shopper pays for one item, in dollars ('54.99'). */
  @DollarsToNumber()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(MAX_DONATION_PRICE)
  realPrice!: number;

  /** The shopper's chosen cause; the store's default cause when absent. */
  @IsOptional()
  @Matches(CAUSE_ID, { message: 'providedCauseId must be a tax id or a 32-hex portfolio id' })
  providedCauseId?: string;

  /** The shopper's segment (matched in the storefront from the store's segments). */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  customerSegmentId?: string;
}

/** SPEC §3 donation cart line: id, price, quantity, discount. */
export class DonationCartLineDto {
  /** The product's CMS id. */
  @IsString()
  @IsWellFormedText()
  @MaxLength(200)
  id!: string;

  /** One item's price in dollars. */
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(MAX_DONATION_PRICE)
  price!: number;

  @IsInt()
  @Min(0)
  @Max(1000)
  quantity!: number;

  /** The line's own discount in dollars. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(MAX_DONATION_PRICE)
  discount?: number;
}

/** SPEC §7 products POST /get-multiple-donation. */
export class MultipleDonationRequestDto {
  @IsDefined()
  @IsArray()
  @ArrayMaxSize(MAX_DONATION_LINES)
  @ValidateNested({ each: true })
  @Type(() => DonationCartLineDto)
  cmsIds!: DonationCartLineDto[];

  /** The cart's own discount in dollars, shared over the lines that give. */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(MAX_DONATION_PRICE)
  cartDiscount?: number;

  /** Count direct donations (the add-on) as nothing. */
  @IsOptional()
  @IsBoolean()
  ignoreDirectDonations?: boolean;

  @IsOptional()
  @Matches(CAUSE_ID, { message: 'providedCauseId must be a tax id or a 32-hex portfolio id' })
  providedCauseId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(64)
  customerSegmentId?: string;
}

export class DonationRecipientDto {
  causeId!: string;
  causeName!: string;
  /** Dollars to 2 decimals ('1.23'). */
  amount!: string;
  amountCents!: number;
}

export class DonationShareDto {
  causeId!: string;
  amountCents!: number;
}

export class DonationLineItemDto {
  id!: string;
  /** Dollars to 2 decimals. */
  totalDonationValue!: string;
  totalDonationCents!: number;
  donations!: DonationShareDto[];
  @ApiProperty({ enum: ['percentage', 'flat', 'direct', 'none'] })
  donationType!: 'percentage' | 'flat' | 'direct' | 'none';
  /** The line is a gift itself (the add-on donation). */
  directDonation!: boolean;
  /** The line gives from the purchase. */
  cartDonation!: boolean;
  /** Left out: the store excludes the product, or a direct donation is ignored. */
  excluded!: boolean;
}

/** SPEC §3 donation result. */
export class DonationResultDto {
  /** Dollars to 2 decimals ('3.75'). */
  totalDonationAmount!: string;
  totalDonationCents!: number;
  donationRecipients!: DonationRecipientDto[];
  lineItems!: DonationLineItemDto[];
  /** An online-purchase campaign is active on an active store, so purchases give. */
  campaignActive!: boolean;
  /** The segment asked for excludes its shoppers. */
  segmentExcluded!: boolean;
}
