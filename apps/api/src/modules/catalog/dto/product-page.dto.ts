import { ListingCardDto } from './listing-card.dto';

/** One page of a product listing or of search results. */
export class ProductPageDto {
  /** The products as cards (ListingCardDto); the product page reads the full product by handle. */
  items!: ListingCardDto[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor!: string | null;
  /** How many products match in all pages. */
  total!: number;
  /** Page heading, e.g. 'Shop All Pet Food', 'Dog Dry Food', 'Puppy Dog Dry Food'. */
  title!: string;
}
