import { ApiProperty } from '@nestjs/swagger';
import { SEARCH_CANDIDATE_LIMIT } from '../search-bounds';
import { ListingCardDto } from './listing-card.dto';

const LIMIT = SEARCH_CANDIDATE_LIMIT.toLocaleString('en-US');

/** One page of a product listing or of search results. */
export class ProductPageDto {
  /** The products as cards (ListingCardDto); the product page reads the full product by handle. */
  items!: ListingCardDto[];
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor!: string | null;
  @ApiProperty({
    description: `How many products match in all pages. With a search query (q) counting stops at ${LIMIT}: past that, \`totalIsLowerBound\` is true.`,
  })
  total!: number;
  @ApiProperty({
    description:
      `True when more than \`total\` products match: a search counts and ranks at most ${LIMIT} matches ` +
      `(the first in the featured order), and relevance order pages through those. Show it as '${LIMIT}+'. ` +
      'Always false without a search query.',
  })
  totalIsLowerBound!: boolean;
  /** Page heading, e.g. 'Shop All Pet Food', 'Dog Dry Food', 'Puppy Dog Dry Food'. */
  title!: string;
}
