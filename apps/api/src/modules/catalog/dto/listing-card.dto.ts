import { ApiProperty } from '@nestjs/swagger';
import { ImageUrlDto } from './image.dto';

/**
 * A variant as a product card offers it: what the shopper picks (its option values), what it
 * costs, whether it is sold, and what adding it to the cart needs. The product page's VariantDto
 * has the rest (media, its own image, the platform's global id). Amounts are integer cents and the
 * weight is in pounds, the units a card shows and a cart line records (SPEC §2, §3).
 */
export class ListingCardVariantDto {
  /** The variant's id; the platform's global id is gid://shop/ProductVariant/{id}. */
  id!: string;
  sku!: string;
  /** '{brand}/{product}/{flavor}/{size}': the detail route after /products/ (card link: /products/{variantURL}?sku={sku}). */
  variantURL!: string;
  /**
   * The variant's value of each of the card's `optionNames`, in that order; null where the variant
   * has no value for that option. Together they are the variant's selectedOptions (SPEC §3).
   */
  @ApiProperty({ type: 'array', items: { type: 'string', nullable: true } })
  options!: (string | null)[];
  /** Price in USD cents (5499 is $54.99). */
  @ApiProperty({ type: 'integer', minimum: 0 })
  priceCents!: number;
  /** The was-price in USD cents when the variant is on sale; absent at full price. */
  @ApiProperty({ type: 'integer', minimum: 0, required: false })
  compareAtPriceCents?: number;
  /** Whether the variant is sold at all; live stock at a ZIP comes from the stock endpoints. */
  inStock!: boolean;
  /** Shipping weight in pounds (a 13 oz can is 0.8125). */
  weightLb!: number;
  /** Merchandising tags such as 'badge::best-seller' or 'badge::new' (SPEC §2 badges). */
  badgeTags!: string[];
}

/** The brand as a card reports it (analytics item_brand). */
export class ListingCardBrandDto {
  handle!: string;
  name!: string;
}

/**
 * A product card of a listing or of search results (SPEC §2 product cards): only what a card
 * shows or acts on, so a page of 24 stays small (docs/perf.md); the product page reads the full
 * ProductDto by handle.
 */
export class ListingCardDto {
  id!: string;
  handle!: string;
  title!: string;
  /** The card's description: cut at 25 characters with '...' (SPEC §2, libs/catalog truncateDescription). */
  description!: string;
  /** The food form's label, e.g. 'Dry Food' (analytics item_category). */
  productType!: string;
  /** The card's image; it is decorative there (the title is the link's text), so it has no alt text. */
  featuredImage!: ImageUrlDto;
  brand!: ListingCardBrandDto;
  /** The product line's handle, e.g. 'prescription-diet' (the staff site marks it 'Vet-Supervised Nutrition'); null without one. */
  @ApiProperty({ type: String, nullable: true })
  productLine!: string | null;
  /** The option names ('Flavor', 'Size', 'Product Form') each variant's `options` gives values of, in display order. */
  optionNames!: string[];
  variants!: ListingCardVariantDto[];
}
