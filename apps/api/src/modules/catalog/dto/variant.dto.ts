import { ApiProperty } from '@nestjs/swagger';
import { ImageDto, ImageUrlDto } from './image.dto';
import { MoneyDto } from './money.dto';

/** One option choice of a variant (SPEC §3: option names Size, Flavor, Product Form). */
export class SelectedOptionDto {
  /** 'Size', 'Flavor' or 'Product Form'. */
  name!: string;
  value!: string;
}

/** A purchasable variant (SPEC §3 Variant). */
export class VariantDto {
  id!: string;
  /** The platform's global id, e.g. gid://shop/ProductVariant/{id}; carts take it as merchandiseId. */
  adminGraphqlId!: string;
  sku!: string;
  /** '{brand}/{product}/{flavor}/{size}': the detail route after /products/ (card link: /products/{variantURL}?sku={sku}). */
  variantURL!: string;
  selectedOptions!: SelectedOptionDto[];
  price!: MoneyDto;
  /** The was-price when the variant is on sale; null at full price. */
  @ApiProperty({ type: () => MoneyDto, nullable: true })
  compareAtPrice!: MoneyDto | null;
  /** Whether the variant is sold at all; live stock at a ZIP comes from the stock endpoints. */
  inStock!: boolean;
  /** Shipping weight in `weightUnit`. */
  weight!: number;
  @ApiProperty({ enum: ['lb', 'oz'] })
  weightUnit!: 'lb' | 'oz';
  imagePrimary!: ImageUrlDto;
  variantMediaList!: ImageDto[];
  /** Merchandising tags such as 'badge::best-seller' or 'badge::new' (SPEC §2 badges). */
  badgeTags!: string[];
}
