import { ApiProperty } from '@nestjs/swagger';
import { SPECIES } from '@shop/catalog';
import { MoneyDto } from './money.dto';

export class ProductSummaryDto {
  id!: string;
  /** URL-safe unique name of the product. */
  handle!: string;
  title!: string;
  @ApiProperty({ enum: SPECIES })
  species!: string;
  /** Food form, e.g. "Dry Food", "Canned Food", "Treats". */
  productType!: string;
  description!: string;
  price!: MoneyDto;
}
