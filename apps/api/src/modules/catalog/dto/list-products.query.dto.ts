import { ApiProperty } from '@nestjs/swagger';
import { SPECIES } from '@shop/catalog';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { DigitsToInt } from '../../../platform/validation/digits-to-int';
import { LISTING_SORTS, type ListingSort } from '../listing-sort';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_QUERY_LENGTH = 100;
const MAX_FILTER_VALUES = 20;
const SEGMENT = /^[a-z0-9-]{1,120}$/;
const SEGMENT_MESSAGE = '$property must be lower-case letters, digits or dashes';

/** A repeatable query parameter arrives as a string once and as an array when repeated. */
const ToArray = () =>
  Transform(({ value }) => (value === undefined || Array.isArray(value) ? value : [value]));
const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Paging fields shared by the listing and the search. */
export class PageQueryDto {
  /** Page size. */
  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number = DEFAULT_PAGE_SIZE;

  /** The `nextCursor` of the previous page, with the same filters and sort. */
  @IsOptional()
  @IsString()
  @MaxLength(600)
  cursor?: string;
}

export class ListProductsQueryDto extends PageQueryDto {
  @ApiProperty({ enum: SPECIES, required: false })
  @IsOptional()
  @IsIn(SPECIES)
  species?: string;

  /** A food form handle (dry-food, canned-food, tray-food, pouch-food, treats), 'wet-food' (canned, tray and pouch) or a product line handle such as 'prescription-diet'. */
  @IsOptional()
  @IsString()
  @Matches(SEGMENT, { message: SEGMENT_MESSAGE })
  category?: string;

  /** A life stage handle: puppy, kitten, adult or senior. */
  @IsOptional()
  @IsString()
  @Matches(SEGMENT, { message: SEGMENT_MESSAGE })
  detail?: string;

  /** Brand handles (repeat the parameter for several); any of them matches. */
  @IsOptional()
  @ToArray()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @Matches(SEGMENT, { each: true, message: SEGMENT_MESSAGE })
  brand?: string[];

  /** Food form handles. */
  @IsOptional()
  @ToArray()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @Matches(SEGMENT, { each: true, message: SEGMENT_MESSAGE })
  foodForm?: string[];

  /** Life stage handles. */
  @IsOptional()
  @ToArray()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @Matches(SEGMENT, { each: true, message: SEGMENT_MESSAGE })
  lifeStage?: string[];

  /** Flavor values as the filters facet gives them, e.g. chicken-and-rice. */
  @IsOptional()
  @ToArray()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @Matches(SEGMENT, { each: true, message: SEGMENT_MESSAGE })
  flavor?: string[];

  /** Size values as the filters facet gives them, e.g. 15-lb or 5-5-oz-24-pack. */
  @IsOptional()
  @ToArray()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @Matches(SEGMENT, { each: true, message: SEGMENT_MESSAGE })
  size?: string[];

  /** Product line handles, e.g. prescription-diet. */
  @IsOptional()
  @ToArray()
  @IsArray()
  @ArrayMaxSize(MAX_FILTER_VALUES)
  @Matches(SEGMENT, { each: true, message: SEGMENT_MESSAGE })
  productLine?: string[];

  /** Full-text search over title, brand and description (web-search syntax: "quoted phrase", -word, or). */
  @IsOptional()
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(MAX_QUERY_LENGTH)
  q?: string;

  /** Order of the results; 'relevance' (the default when q is given) needs q. Default 'featured'. */
  @ApiProperty({ enum: LISTING_SORTS, required: false })
  @IsOptional()
  @IsIn(LISTING_SORTS)
  sort?: ListingSort;
}

export class SearchProductsQueryDto extends PageQueryDto {
  /** What the shopper typed: 1 to 100 characters, matched against title, brand and description. */
  @Trim()
  @IsString()
  @MinLength(1)
  @MaxLength(MAX_QUERY_LENGTH)
  q!: string;
}
