import { ApiProperty } from '@nestjs/swagger';
import { SITE_IDS } from '@shop/identity';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DigitsToInt } from '../../../platform/validation/digits-to-int';
import { OrderDto } from './order.dto';

export const MAX_OPERATOR_ORDERS_PER_PAGE = 100;

export class OperatorOrdersQueryDto {
  @ApiProperty({ enum: ['placed', 'shipped', 'cancelled'], enumName: 'OrderStatus', required: false })
  @IsOptional()
  @IsIn(['placed', 'shipped', 'cancelled'])
  status?: 'placed' | 'shipped' | 'cancelled';

  @ApiProperty({ enum: SITE_IDS, enumName: 'SiteId', required: false })
  @IsOptional()
  @IsIn(SITE_IDS)
  site?: 'DTC' | 'HPSF';

  /** Orders per page, 1 to 100. */
  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_OPERATOR_ORDERS_PER_PAGE)
  limit?: number = 25;

  /** The nextCursor of the previous page, with the same filters. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

export class OperatorOrderParamsDto {
  /** The order's id (uuid or 'gid://shop/Order/{uuid}') or its number ('SPN-100123'). */
  @IsString()
  @MaxLength(100)
  id!: string;
}

/** An order with what operators need besides what its customer sees. */
export class OperatorOrderDto extends OrderDto {
  /** The customer's id ('gid://shop/Customer/{uuid}'); null for a guest's order. */
  customerId!: string | null;
  /** The warehouse it ships from (and cancelled units go back to). */
  warehouseCode!: string;
  paymentReference!: string;
  /** The payment provider's refund, once a cancelled order was refunded. */
  refundReference!: string | null;
  cartId!: string;
}

export class OperatorOrderPageDto {
  /** Newest first. */
  orders!: OperatorOrderDto[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor!: string | null;
}
