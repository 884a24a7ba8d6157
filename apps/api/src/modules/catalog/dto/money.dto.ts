import { ApiProperty } from '@nestjs/swagger';

/** A price as the shop's platform reports it: a decimal string in USD. */
export class MoneyDto {
  /** Decimal amount with two places, e.g. "54.99". */
  amount!: string;
  @ApiProperty({ enum: ['USD'] })
  currencyCode!: 'USD';
}
