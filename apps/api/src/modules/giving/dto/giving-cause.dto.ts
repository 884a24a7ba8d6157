import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { US_STATES } from '@shop/identity';
import { DigitsToInt } from '../../../platform/validation/digits-to-int';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';
import {
  CHARITY_SEARCH_MAX_SKIP,
  CHARITY_SEARCH_MAX_TAKE,
  CHARITY_SEARCH_MAX_WORDS_LENGTH,
  MAX_EINS_PER_LOOKUP,
} from '../charity-search-bounds';

/** SPEC §3 Cause: a charity (id = its tax id) or a portfolio (id = 32 hex characters). */
export class GivingCauseDto {
  id!: string;
  kind!: 'charity' | 'portfolio';
  name!: string;
  @ApiProperty({ type: String, nullable: true })
  website!: string | null;
  @ApiProperty({ type: String, nullable: true })
  logoUrl!: string | null;
  @ApiProperty({ type: String, nullable: true })
  streetAddress!: string | null;
  @ApiProperty({ type: String, nullable: true })
  city!: string | null;
  @ApiProperty({ type: String, nullable: true })
  state!: string | null;
  @ApiProperty({ type: String, nullable: true })
  zip!: string | null;
  description!: string;
  /** The store's multiplier for this cause; 1 when it has none. */
  multiplier!: number;
  /** 0-25; 3 is animal-related. */
  categoryId!: number;
  categoryName!: string;
  categoryLogoUrl!: string;
  @ApiProperty({ type: String, nullable: true })
  headline!: string | null;
  @ApiProperty({ type: String, nullable: true })
  bannerImage!: string | null;
  /** A portfolio's charities, in its order; empty for a charity. */
  @ApiProperty({ type: () => [GivingCauseDto] })
  portfolioCharities!: GivingCauseDto[];
  /** One of the store's default causes. */
  default!: boolean;
}

const STATE_CODES = US_STATES.map((state) => state.code);

/** SPEC §7 charities GET /search: name words, a ZIP or a city, a state, a category; 25 from 0 by default. */
export class CharitySearchQueryDto {
  /** Words of the name; each matches the start of a word ('happ paw' finds 'Happy Paws'). */
  @IsOptional()
  @IsString()
  @IsWellFormedText()
  @MaxLength(CHARITY_SEARCH_MAX_WORDS_LENGTH)
  q?: string;

  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(0)
  @Max(CHARITY_SEARCH_MAX_SKIP)
  skip?: number;

  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(1)
  @Max(CHARITY_SEARCH_MAX_TAKE)
  take?: number;

  /** The start of a ZIP, 1-5 digits. */
  @IsOptional()
  @Matches(/^\d{1,5}$/, { message: 'zip must be 1 to 5 digits' })
  zip?: string;

  /** The start of a city's name, any case. */
  @IsOptional()
  @IsString()
  @IsWellFormedText()
  @MaxLength(60)
  city?: string;

  /** A state's (or DC's) two-letter code. */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toUpperCase() : value))
  @IsIn(STATE_CODES)
  state?: string;

  /** A category 0-25, or 'all'; '3' (animal-related) when absent (SPEC §9). */
  @IsOptional()
  @IsIn([...Array.from({ length: 26 }, (_, id) => String(id)), 'all'])
  categoryId?: string;
}

export class CharitySearchResultDto {
  charities!: GivingCauseDto[];
  /** How many charities match, counted up to a bound: past it, the bound and totalIsLowerBound. */
  total!: number;
  totalIsLowerBound!: boolean;
  skip!: number;
  take!: number;
}

/** SPEC §7 charities GET /search-by-eins. */
export class CharitiesByEinsQueryDto {
  /** Comma-separated tax ids ('12-3456789,98-7654321'), at most 50. */
  @IsString()
  @MaxLength(MAX_EINS_PER_LOOKUP * 11 - 1, { message: `eins names at most ${MAX_EINS_PER_LOOKUP} tax ids` })
  @Matches(/^\d{2}-\d{7}(,\d{2}-\d{7})*$/, {
    message: 'eins must be comma-separated tax ids like 12-3456789',
  })
  eins!: string;
}

/** SPEC §7 portfolios GET /cc-query-with-charities. */
export class PortfolioQueryDto {
  /** The portfolio's id: 32 hex characters. */
  @IsString()
  @MaxLength(64)
  id!: string;
}

export class CharitiesByEinsDto {
  /** The charities found, in the order asked. */
  charities!: GivingCauseDto[];
}
