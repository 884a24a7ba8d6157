import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';

export const FACET_KEYS = ['brand', 'foodForm', 'lifeStage', 'flavor', 'size', 'productLine'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export const MAX_FACET_VALUES = 50;
export const DEFAULT_FACET_VALUES = 20;
/** 'all', or up to three path segments after /products/: species, category, detail. */
export const COLLECTION_HANDLE_PATTERN = /^(?=.{1,200}$)[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/;

export class GetFiltersBodyDto {
  /** A collection: 'all', 'dog', 'cat/treats', 'dog/dry-food/puppy', 'prescription-diet'... */
  @ApiProperty({ pattern: COLLECTION_HANDLE_PATTERN.source, example: 'dog/dry-food/puppy' })
  @IsString()
  @Matches(COLLECTION_HANDLE_PATTERN, {
    message:
      "handle must be 'all' or up to three '/'-separated segments of lower-case letters, digits or dashes",
  })
  handle!: string;

  /** Most values per facet, the most common first. */
  @ApiProperty({
    type: 'integer',
    required: false,
    minimum: 1,
    maximum: MAX_FACET_VALUES,
    default: DEFAULT_FACET_VALUES,
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MAX_FACET_VALUES)
  limit?: number = DEFAULT_FACET_VALUES;
}

export class FacetValueDto {
  /** What to pass in the listing's filter of the same key, e.g. brand=pet-nutrition or size=15-lb. */
  value!: string;
  label!: string;
  /** Products of the collection that have this value. */
  count!: number;
}

export class FacetDto {
  @ApiProperty({ enum: FACET_KEYS })
  key!: FacetKey;
  label!: string;
  values!: FacetValueDto[];
}

export class CollectionFiltersDto {
  handle!: string;
  /** Page heading of the collection, e.g. 'Dog Dry Food'. */
  title!: string;
  facets!: FacetDto[];
}
