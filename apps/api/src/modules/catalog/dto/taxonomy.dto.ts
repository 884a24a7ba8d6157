import { ApiProperty } from '@nestjs/swagger';
import { BRAND_LINES, ProductLineRefDto } from './product.dto';

/** A navigation entry: what it is, what it is called and where its listing is. */
export class TaxonomyLinkDto {
  handle!: string;
  label!: string;
  /** Listing route, e.g. /products/dog/dry-food/puppy. */
  path!: string;
}

/** A category of one species: a food form, 'wet-food' or a product line, with the life stages it has. */
export class TaxonomyCategoryDto extends TaxonomyLinkDto {
  details!: TaxonomyLinkDto[];
}

export class TaxonomySpeciesDto extends TaxonomyLinkDto {
  /** Only categories that have products. */
  categories!: TaxonomyCategoryDto[];
}

export class TaxonomyBrandDto {
  handle!: string;
  name!: string;
  @ApiProperty({ enum: BRAND_LINES })
  line!: (typeof BRAND_LINES)[number];
  thirdParty!: boolean;
}

export class TaxonomyLifeStageDto {
  handle!: string;
  label!: string;
  /** The one species the stage applies to (puppy: dog); null for every species. */
  @ApiProperty({ type: String, nullable: true })
  species!: string | null;
}

export class TaxonomyFoodFormDto {
  handle!: string;
  label!: string;
  /** Counts as wet food (the 'wet-food' category). */
  wet!: boolean;
}

/** Everything navigation, breadcrumbs and the sitemap need to name and link the catalogue. */
export class TaxonomyDto {
  species!: TaxonomySpeciesDto[];
  brands!: TaxonomyBrandDto[];
  lifeStages!: TaxonomyLifeStageDto[];
  foodForms!: TaxonomyFoodFormDto[];
  productLines!: ProductLineRefDto[];
}
