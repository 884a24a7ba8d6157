import { ApiProperty } from '@nestjs/swagger';
import { SPECIES } from '@shop/catalog';
import { ImageDto } from './image.dto';
import { VariantDto } from './variant.dto';

export const BRAND_LINES = ['food', 'treats', 'third-party'] as const;

/** A product option with its values in display order. */
export class ProductOptionDto {
  /** 'Flavor', 'Size' or 'Product Form'. */
  name!: string;
  values!: string[];
}

export class BrandRefDto {
  /** e.g. 'pet-nutrition'; the breadcrumb shows the main food line or the treats line (SPEC §2). */
  handle!: string;
  name!: string;
  @ApiProperty({ enum: BRAND_LINES })
  line!: (typeof BRAND_LINES)[number];
}

export class ProductLineRefDto {
  /** e.g. 'prescription-diet'. */
  handle!: string;
  name!: string;
}

/** A product with every variant (SPEC §3 Product), as the product detail page needs it. */
export class ProductDto {
  id!: string;
  /** URL-safe unique name, e.g. 'dog-adult-chicken-barley-dry'. */
  handle!: string;
  title!: string;
  /** The food form's label, e.g. 'Dry Food', 'Canned Food', 'Treats'. */
  productType!: string;
  description!: string;
  featuredImage!: ImageDto;
  variants!: VariantDto[];
  options!: ProductOptionDto[];
  brand!: BrandRefDto;
  @ApiProperty({ enum: SPECIES })
  species!: string;
  /** Life stage (pet age) handle: puppy, kitten, adult or senior. */
  lifeStage!: string;
  /** Food form handle: dry-food, canned-food, tray-food, pouch-food or treats. */
  foodForm!: string;
  @ApiProperty({ type: () => ProductLineRefDto, nullable: true })
  productLine!: ProductLineRefDto | null;
  /** Made by another company; its detail page is /products/thirdparty/{handle}. */
  thirdParty!: boolean;
}
