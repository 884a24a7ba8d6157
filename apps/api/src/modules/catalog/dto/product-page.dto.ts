import { ProductSummaryDto } from './product-summary.dto';

export class ProductPageDto {
  items!: ProductSummaryDto[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor!: string | null;
}
