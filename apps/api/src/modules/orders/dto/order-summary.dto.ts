import { ApiProperty } from '@nestjs/swagger';
import { MoneyDto } from './money.dto';

/**
 * An order in short (SPEC §3 Customer profile 'orders'): enough for a list or the account's
 * dashboard to show and link it; get-shopify-order has the rest.
 */
export class OrderSummaryDto {
  /** 'gid://shop/Order/{uuid}' */
  id!: string;
  /** The order number the shopper is shown and quotes ('SPN-100123'). */
  number!: string;
  @ApiProperty({ enum: ['placed', 'shipped', 'cancelled'], enumName: 'OrderStatus' })
  status!: 'placed' | 'shipped' | 'cancelled';
  /** When the order was placed (ISO 8601). */
  placedAt!: string;
  /** Units ordered, over every line. */
  itemCount!: number;
  total!: MoneyDto;
}
