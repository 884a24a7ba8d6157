import { MoneyDto } from './money.dto';
import { ProductDto } from './product.dto';

export class PriceRangeDto {
  /** Lowest variant price ('from' price on a card). */
  min!: MoneyDto;
  max!: MoneyDto;
}

/** What a product card needs: the product, its variants to pick from and its price range. */
export class ListingProductDto extends ProductDto {
  priceRange!: PriceRangeDto;
}
