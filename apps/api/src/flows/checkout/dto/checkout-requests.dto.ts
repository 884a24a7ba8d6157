import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { SessionTokenBodyDto } from '../../../platform/auth';
import { NamedAddressInputDto } from '../../../platform/postal-address/address.dto';
import { EMAIL_MAX_LENGTH, IsEmailAddress } from '../../../platform/validation/is-email-address';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';
import { CHECKOUT_TOKEN_MAX_LENGTH } from '../checkout-token';

const ID_MAX_LENGTH = 200;
const URL_MAX_LENGTH = 2000;
/** Far above any cart of at most 10 items; keeps the number a safe integer. */
const MAX_EXPECTED_TOTAL_CENTS = 100_000_000;

/**
 * SPEC §7 multipass: getURL, email and checkoutUrl as the original client sends them (with its
 * sessionToken, as the identity calls take it), and optionally the cart.
 */
export class MultipassRequestDto extends SessionTokenBodyDto {
  /**
   * The cart to check out ('gid://shop/Cart/{id}'), the caller's own on this site. Absent: the cart
   * in the col_cart_id cookie, else a signed-in customer's persisted cart.
   */
  @ApiProperty({
    required: false,
    maxLength: ID_MAX_LENGTH,
    example: 'gid://shop/Cart/4pX0qg3b2R1sXk9mVbQw8A',
  })
  @IsOptional()
  @IsString()
  @MaxLength(ID_MAX_LENGTH)
  cartId?: string;

  /** The storefront asks for the URL rather than a redirect; the URL is always answered. */
  @IsOptional()
  @IsBoolean()
  getURL?: boolean;

  /**
   * Accepted (and checked) as the original client sends it; the order's email is the account's for
   * a signed-in customer and what a guest enters at checkout (or the cart's buyer identity).
   */
  @ApiProperty({ required: false, format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmailAddress()
  email?: string;

  /**
   * The hosted platform's checkout URL in the original client. Accepted and ignored: the answer
   * is always this shop's own checkout page, never a URL a client chose (no open redirect).
   */
  @ApiProperty({ required: false, maxLength: URL_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(URL_MAX_LENGTH)
  @IsWellFormedText()
  checkoutUrl?: string;
}

/** A checkout call's link token (the `token` query value of the checkout page). */
export class CheckoutTokenRequestDto {
  @ApiProperty({ maxLength: CHECKOUT_TOKEN_MAX_LENGTH })
  @IsString()
  @MinLength(1)
  @MaxLength(CHECKOUT_TOKEN_MAX_LENGTH)
  token!: string;
}

export class CheckoutChargesRequestDto extends CheckoutTokenRequestDto {
  /** The ship-to state's USPS code ('CO'); the 50 states and DC. */
  @ApiProperty({ example: 'CO', pattern: '^[A-Z]{2}$' })
  @IsString()
  @Matches(/^[A-Z]{2}$/, { message: 'provinceCode must be a 2-letter USPS state code like CO' })
  provinceCode!: string;
}

/** A new ship-to address typed at checkout, with the recipient's name. */
export class CheckoutAddressInputDto extends NamedAddressInputDto {}

/** The card as typed; it goes to the payment provider and is never stored by the shop. */
export class CardInputDto {
  /** Digits, spaces or dashes allowed (test cards: README). */
  @ApiProperty({ maxLength: 32, example: '4242424242424242' })
  @IsString()
  @MaxLength(32)
  number!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 12, example: 12 })
  @IsInt()
  @Min(1)
  @Max(12)
  expMonth!: number;

  /** Four digits (2030) or two (30). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 2100, example: 2030 })
  @IsInt()
  @Min(0)
  @Max(2100)
  expYear!: number;

  @ApiProperty({ maxLength: 4, example: '123' })
  @IsString()
  @MaxLength(4)
  cvc!: string;
}

/**
 * Places the order of a checkout link. Ship to exactly one of: `addressId` (a saved address's id,
 * or 'clinic' for a staff member's clinic) or `shippingAddress` (a new address).
 */
export class PlaceOrderRequestDto extends CheckoutTokenRequestDto {
  /** Where the confirmation goes; required for guests, a signed-in customer's is their account's. */
  @ApiProperty({ required: false, format: 'email', maxLength: EMAIL_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmailAddress()
  email?: string;

  /** 'gid://shop/MailingAddress/{uuid}' from the checkout's shipToOptions, or 'clinic'. */
  @ApiProperty({ required: false, maxLength: ID_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(ID_MAX_LENGTH)
  addressId?: string;

  @ApiProperty({ type: CheckoutAddressInputDto, required: false })
  @IsOptional()
  @ValidateNested()
  @Type(() => CheckoutAddressInputDto)
  shippingAddress?: CheckoutAddressInputDto;

  @IsDefined()
  @ValidateNested()
  @Type(() => CardInputDto)
  card!: CardInputDto;

  /**
   * The total in cents the shopper was shown. When given and the order's total now differs (a
   * price changed, or AUTO35 went to another order of the same customer), nothing is charged and
   * 409 CHECKOUT_TOTAL_CHANGED answers the new total.
   */
  @ApiProperty({ required: false, minimum: 0, maximum: MAX_EXPECTED_TOTAL_CENTS })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_EXPECTED_TOTAL_CENTS)
  expectedTotalCents?: number;
}
