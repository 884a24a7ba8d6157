import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { SessionTokenBodyDto } from '../../../platform/auth';

/** Longest id accepted ('gid://shop/Customer/{uuid}' is 56 characters). */
export const ORDER_RECORD_ID_MAX_LENGTH = 100;
export const MAX_ORDERS_PER_PAGE = 50;
export const DEFAULT_ORDERS_PER_PAGE = 10;

export class GetShopifyOrdersRequestDto extends SessionTokenBodyDto {
  /** The caller's own customer id ('gid://shop/Customer/{uuid}'); any other answers 404 CUSTOMER_NOT_FOUND. */
  @IsString()
  @MaxLength(ORDER_RECORD_ID_MAX_LENGTH)
  id!: string;

  /** Orders per page, 1 to 50. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_ORDERS_PER_PAGE)
  quantity?: number = DEFAULT_ORDERS_PER_PAGE;

  /** The endCursor of the previous page; absent or null for the first page. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string | null;

  /**
   * A URL-encoded search in the hosted platform's order-search syntax, `field:value` terms separated
   * by spaces, all of which must hold: status:(any|open|closed|cancelled|placed|shipped),
   * financial_status:(paid|authorized|refunded|voided|...), fulfillment_status:(shipped|unshipped|...),
   * name:{order number}, created_at:(>=|>|<=|<){YYYY-MM-DD or ISO time} (a date is a whole UTC day).
   * Absent, null or empty: every order. Anything else: 400 INVALID_ORDER_QUERY.
   */
  @IsOptional()
  @IsString()
  @MaxLength(500)
  query?: string | null;
}

export class GetShopifyLastOrderRequestDto extends SessionTokenBodyDto {
  /** The caller's own customer id ('gid://shop/Customer/{uuid}'); any other answers 404 CUSTOMER_NOT_FOUND. */
  @IsString()
  @MaxLength(ORDER_RECORD_ID_MAX_LENGTH)
  id!: string;
}

export class GetShopifyOrderRequestDto extends SessionTokenBodyDto {
  /** The order's id ('gid://shop/Order/{uuid}' or the bare uuid); another customer's answers 404 ORDER_NOT_FOUND. */
  @IsString()
  @MaxLength(ORDER_RECORD_ID_MAX_LENGTH)
  id!: string;
}
