import { ApiProperty } from '@nestjs/swagger';
import {
  REVIEW_AUTHOR_MAX,
  REVIEW_AUTHOR_MIN,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TITLE_MAX,
  REVIEW_TITLE_MIN,
} from '@shop/catalog';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { HANDLE_PATTERN } from '../../catalog';
import { DigitsToInt } from '../../../platform/validation/digits-to-int';
import { trimmed } from '../../../platform/validation/trimmed';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';

export const DEFAULT_REVIEWS_PER_PAGE = 5;
export const MAX_REVIEWS_PER_PAGE = 20;
/** Far past any product's reviews; bounds the offset a page costs. */
export const MAX_REVIEW_PAGE = 500;
export const MAX_RATING_HANDLES = 50;

const HANDLE_MESSAGE = '$property must be 1-120 lower-case letters, digits or dashes';
/** Line breaks and tabs are text; other control characters are not. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
/** A one-line field: no line breaks either. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f]*$/;
const HANDLES_LIST = new RegExp(
  `^${HANDLE_PATTERN.source.slice(1, -1)}(,${HANDLE_PATTERN.source.slice(1, -1)}){0,${MAX_RATING_HANDLES - 1}}$`,
);

/** The product a reviews call is about. */
export class ReviewProductQueryDto {
  /** The product's handle, e.g. 'dog-adult-chicken-barley-dry'. */
  @ApiProperty({ pattern: HANDLE_PATTERN.source, example: 'dog-adult-chicken-barley-dry' })
  @IsString()
  @Matches(HANDLE_PATTERN, { message: HANDLE_MESSAGE })
  handle!: string;
}

export const REVIEW_SORTS = ['newest', 'helpful', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export class ProductReviewsQueryDto extends ReviewProductQueryDto {
  /** Page number, from 1. */
  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_REVIEW_PAGE)
  page?: number = 1;

  /** Reviews per page, 1 to 20. */
  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_REVIEWS_PER_PAGE)
  limit?: number = DEFAULT_REVIEWS_PER_PAGE;

  /** newest first (default), most helpful first, highest or lowest rating first. */
  @ApiProperty({ enum: REVIEW_SORTS, enumName: 'ReviewSort', required: false })
  @IsOptional()
  @IsIn(REVIEW_SORTS)
  sort?: ReviewSort = 'newest';
}

export class ProductRatingsQueryDto {
  /** Up to 50 product handles, comma-separated ('a,b,c'). */
  @ApiProperty({ example: 'dog-adult-chicken-barley-dry,cat-adult-salmon-dry' })
  @IsString()
  @MaxLength(MAX_RATING_HANDLES * 121)
  @Matches(HANDLES_LIST, {
    message: `handles must be 1 to ${MAX_RATING_HANDLES} comma-separated product handles (lower-case letters, digits or dashes)`,
  })
  handles!: string;
}

/** A review a signed-in customer writes of a product they bought. */
export class WriteReviewRequestDto extends ReviewProductQueryDto {
  @ApiProperty({ type: 'integer', minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX })
  @IsInt()
  @Min(REVIEW_RATING_MIN)
  @Max(REVIEW_RATING_MAX)
  rating!: number;

  /** A headline for the review, one line. */
  @Transform(trimmed)
  @IsString()
  @IsWellFormedText()
  @Length(REVIEW_TITLE_MIN, REVIEW_TITLE_MAX)
  @Matches(ONE_LINE, { message: 'title must be one line of text' })
  title!: string;

  /** The review, plain text (line breaks kept; markup is shown as typed, never as HTML). */
  @Transform(trimmed)
  @IsString()
  @IsWellFormedText()
  @Length(REVIEW_BODY_MIN, REVIEW_BODY_MAX)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'body must be text' })
  body!: string;

  /** The name shown with the review; the customer's first name and initial when left out. */
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @IsWellFormedText()
  @Length(REVIEW_AUTHOR_MIN, REVIEW_AUTHOR_MAX)
  @Matches(ONE_LINE, { message: 'authorName must be one line of text' })
  authorName?: string;
}

export class ReviewParamsDto {
  @IsUUID()
  id!: string;
}

/** A helpful vote. A signed-in customer votes as themselves; anyone else with their browser's id. */
export class HelpfulVoteRequestDto {
  @IsUUID()
  reviewId!: string;

  /**
   * A random id the browser keeps for its votes (the reviews widget makes one): one vote per
   * browser. Ignored when the call is signed in (one vote per customer).
   */
  @IsOptional()
  @IsUUID()
  voterId?: string;
}
