import { ListingProductDto } from './listing-product.dto';
import { ProductDto } from './product.dto';

export class ProductsByHandlesDto {
  /** In the order asked; unknown handles are left out. */
  products!: ProductDto[];
  /** Handles asked for that match no product. */
  missingHandles!: string[];
}

export class ListingProductsByHandlesDto {
  /** In the order asked; unknown handles are left out. */
  products!: ListingProductDto[];
  /** Handles asked for that match no product. */
  missingHandles!: string[];
}
