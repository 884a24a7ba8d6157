import { ApiProperty } from '@nestjs/swagger';
import { CART_NOTE_MAX_LENGTH, DISCOUNT_CODE_MAX_LENGTH, MAX_DISCOUNT_CODES } from '@shop/cart';
import { isPlausiblePhone, PHONE_MAX_LENGTH } from '@shop/identity';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, IsEmailAddress } from '../../../platform/validation/is-email-address';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';
import { SessionTokenBodyDto } from '../../../platform/auth';
import { trimmed } from '../../../platform/validation/trimmed';
import { DELIVERY_DESTINATIONS, type DeliveryDestination } from '../../stock';
import {
  ATTRIBUTE_KEY_MAX_LENGTH,
  ATTRIBUTE_VALUE_MAX_LENGTH,
  MAX_CART_ATTRIBUTES,
  MAX_LINE_ATTRIBUTES,
} from '../cart-attributes';
import { MAX_CART_LINES } from '../cart-line-changes';

/** Longest cart, line, variant or plan id accepted; ours are at most 62 characters. */
export const CART_ID_MAX_LENGTH = 100;
/** A quantity beyond this is not a quantity; below 1 counts as 1 and above a line's cap is capped. */
export const REQUESTED_QUANTITY_LIMIT = 1000;

/** A key/value pair (SPEC §3). */
export class CartAttributeInputDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(ATTRIBUTE_KEY_MAX_LENGTH)
  @IsWellFormedText()
  key!: string;

  @IsString()
  @MaxLength(ATTRIBUTE_VALUE_MAX_LENGTH)
  @IsWellFormedText()
  value!: string;
}

/** A line to add (SPEC §3 'Add line input'; create-cart's lines). */
export class CartLineInputDto {
  /** The variant's adminGraphqlId ('gid://shop/ProductVariant/{id}'). */
  @IsString()
  @MaxLength(CART_ID_MAX_LENGTH)
  merchandiseId!: string;

  /**
   * How many; default 1. Below 1 counts as 1, and the line never passes its cap (10 one-time, 5
   * autoship): an add to a line that is full adds what fits and says so in warnings.
   */
  @ApiProperty({
    required: false,
    minimum: -REQUESTED_QUANTITY_LIMIT,
    maximum: REQUESTED_QUANTITY_LIMIT,
    default: 1,
  })
  @IsOptional()
  @IsInt()
  @Min(-REQUESTED_QUANTITY_LIMIT)
  @Max(REQUESTED_QUANTITY_LIMIT)
  quantity?: number;

  /** An autoship plan the product is offered with (get-ordergroove-product-by-sku); null or absent: one-time. */
  @ApiProperty({ type: String, required: false, nullable: true, maxLength: CART_ID_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(CART_ID_MAX_LENGTH)
  sellingPlanId?: string | null;

  /** The line's own attributes; _weightValue and _weightUnit are written by the shop. */
  @ApiProperty({ type: [CartAttributeInputDto], required: false, maxItems: MAX_LINE_ATTRIBUTES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINE_ATTRIBUTES)
  @ValidateNested({ each: true })
  @Type(() => CartAttributeInputDto)
  attributes?: CartAttributeInputDto[];
}

/** A change to a line (SPEC §3 'Update line input'); what is left out stays. */
export class CartLineUpdateInputDto {
  /** The line's id ('gid://shop/CartLine/{id}'). */
  @IsString()
  @MaxLength(CART_ID_MAX_LENGTH)
  id!: string;

  /** 0 removes the line; below 0 counts as 1; above the line's cap is capped. */
  @ApiProperty({
    type: 'integer',
    required: false,
    minimum: -REQUESTED_QUANTITY_LIMIT,
    maximum: REQUESTED_QUANTITY_LIMIT,
  })
  @IsOptional()
  @IsInt()
  @Min(-REQUESTED_QUANTITY_LIMIT)
  @Max(REQUESTED_QUANTITY_LIMIT)
  quantity?: number;

  /** A plan id makes it an autoship line (at most 5); null makes it one-time. */
  @ApiProperty({ type: String, required: false, nullable: true, maxLength: CART_ID_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(CART_ID_MAX_LENGTH)
  sellingPlanId?: string | null;

  /** Replaces the line's own attributes. */
  @ApiProperty({ type: [CartAttributeInputDto], required: false, maxItems: MAX_LINE_ATTRIBUTES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINE_ATTRIBUTES)
  @ValidateNested({ each: true })
  @Type(() => CartAttributeInputDto)
  attributes?: CartAttributeInputDto[];
}

/**
 * Who is buying (SPEC §3 create-cart input, all null for guests). customerAccessToken is a session
 * token of this site: the cart becomes that customer's (so does sending the call signed in).
 */
export class BuyerIdentityInputDto {
  @ApiProperty({
    type: String,
    format: 'email',
    required: false,
    nullable: true,
    maxLength: EMAIL_MAX_LENGTH,
    description: 'Surrounding spaces are ignored (people paste addresses with them).',
  })
  @Transform(trimmed)
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmailAddress()
  email?: string | null;

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: PHONE_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(PHONE_MAX_LENGTH)
  @ValidateBy({
    name: 'isPlausiblePhone',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isPlausiblePhone(value),
      defaultMessage: () => 'phone must be a phone number (7-15 digits)',
    },
  })
  phone?: string | null;

  /** ISO 3166 alpha-2; the shop delivers in the US. */
  @ApiProperty({ type: String, required: false, nullable: true, pattern: '^[A-Z]{2}$' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Z]{2}$/)
  countryCode?: string | null;

  @ApiProperty({ type: String, required: false, nullable: true, maxLength: 128 })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  customerAccessToken?: string | null;
}

/** Every cart call names its cart. */
export class CartIdBodyDto extends SessionTokenBodyDto {
  /** The cart's id ('gid://shop/Cart/{id}'); another customer's, another site's or a completed cart is 404. */
  @IsString()
  @MaxLength(CART_ID_MAX_LENGTH)
  cartId!: string;
}

export class GetCartRequestDto extends CartIdBodyDto {
  /**
   * The shopper's 5-digit ZIP for the stock marks (SPEC §5), with destination; without them the
   * cart's userLocation attribute ('{zip}::HOME') is used, and without that lines are not checked.
   */
  @ApiProperty({ required: false, maxLength: 20 })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  zipCode?: string;

  @ApiProperty({ enum: DELIVERY_DESTINATIONS, enumName: 'DeliveryDestination', required: false })
  @IsOptional()
  @IsIn(DELIVERY_DESTINATIONS)
  destination?: DeliveryDestination;
}

export class CreateCartRequestDto extends SessionTokenBodyDto {
  @ApiProperty({ type: BuyerIdentityInputDto, required: false })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => BuyerIdentityInputDto)
  buyerIdentity?: BuyerIdentityInputDto;

  /** The first lines (SPEC §3 calls them lines); may be empty. */
  @ApiProperty({ type: [CartLineInputDto], required: false, maxItems: MAX_CART_LINES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartLineInputDto)
  lineItems?: CartLineInputDto[];

  @ApiProperty({ type: [CartAttributeInputDto], required: false, maxItems: MAX_CART_ATTRIBUTES })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_CART_ATTRIBUTES)
  @ValidateNested({ each: true })
  @Type(() => CartAttributeInputDto)
  attributes?: CartAttributeInputDto[];
}

export class AddCartLinesRequestDto extends CartIdBodyDto {
  @ApiProperty({ type: [CartLineInputDto], minItems: 1, maxItems: MAX_CART_LINES })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartLineInputDto)
  lineItems!: CartLineInputDto[];
}

export class UpdateCartLinesRequestDto extends CartIdBodyDto {
  @ApiProperty({ type: [CartLineUpdateInputDto], minItems: 1, maxItems: MAX_CART_LINES })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @ValidateNested({ each: true })
  @Type(() => CartLineUpdateInputDto)
  lineItems!: CartLineUpdateInputDto[];
}

export class RemoveCartLinesRequestDto extends CartIdBodyDto {
  /** Line ids ('gid://shop/CartLine/{id}'); removing the last line deletes the cart. */
  @ApiProperty({ type: [String], minItems: 1, maxItems: MAX_CART_LINES, maxLength: CART_ID_MAX_LENGTH })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_CART_LINES)
  @IsString({ each: true })
  @MaxLength(CART_ID_MAX_LENGTH, { each: true })
  lineItemIds!: string[];
}

export class UpdateCartAttributesRequestDto extends CartIdBodyDto {
  /**
   * Replaces the cart's attributes (the last of a repeated key wins). salesOrg, salesOrderType and
   * acceptsMarketing are the shop's (SPEC §6): sent ones are ignored. userLocation
   * ('{zip}::HOME' or '{zip}::PREFERRED') turns on the stock marks.
   */
  @ApiProperty({ type: [CartAttributeInputDto], maxItems: MAX_CART_ATTRIBUTES })
  @IsArray()
  @ArrayMaxSize(MAX_CART_ATTRIBUTES)
  @ValidateNested({ each: true })
  @Type(() => CartAttributeInputDto)
  attributes!: CartAttributeInputDto[];
}

export class UpdateCartBuyerIdentityRequestDto extends CartIdBodyDto {
  @IsObject()
  @ValidateNested()
  @Type(() => BuyerIdentityInputDto)
  buyerIdentity!: BuyerIdentityInputDto;
}

export class UpdateCartDiscountCodesRequestDto extends CartIdBodyDto {
  /** Replaces the codes (upper-cased); an empty list removes them. Unknown codes stay, not applicable. */
  @ApiProperty({ type: [String], maxItems: MAX_DISCOUNT_CODES, maxLength: DISCOUNT_CODE_MAX_LENGTH })
  @IsArray()
  @ArrayMaxSize(MAX_DISCOUNT_CODES)
  @IsString({ each: true })
  @MaxLength(DISCOUNT_CODE_MAX_LENGTH, { each: true })
  @IsWellFormedText({ each: true })
  codes!: string[];
}

export class UpdateCartNoteRequestDto extends CartIdBodyDto {
  /** null or '' removes the note. */
  @ApiProperty({ type: String, nullable: true, maxLength: CART_NOTE_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(CART_NOTE_MAX_LENGTH)
  @IsWellFormedText()
  note!: string | null;
}
