import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_STATUSES, type ReviewStatus } from '../review-status';

/** How many ratings a product has of one star value. */
export class RatingCountDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating!: number;
  @ApiProperty({ type: 'integer', minimum: 0 })
  count!: number;
}

/** A product's published ratings in numbers: what the star summary and the AggregateRating say. */
export class ReviewSummaryDto {
  /** The average rating to one decimal (4.6); 0 when there are no published reviews. */
  @ApiProperty({ minimum: 0, maximum: 5, example: 4.6 })
  average!: number;
  /** How many published reviews. */
  @ApiProperty({ type: 'integer', minimum: 0, example: 23 })
  count!: number;
  /** Every star from 5 down to 1 with its count. */
  @ApiProperty({ type: [RatingCountDto] })
  histogram!: RatingCountDto[];
}

/** The shop's answer under a review. */
export class ReviewReplyDto {
  body!: string;
  /** ISO time. */
  repliedAt!: string;
}

/** A published review as anyone sees it. Text is plain text: show it as text, never as HTML. */
export class ReviewDto {
  id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 5 })
  rating!: number;
  title!: string;
  body!: string;
  /** The name the author chose to show ('Dana R.'). */
  authorName!: string;
  /** The author had bought the product from the shop when they wrote it. */
  verifiedBuyer!: boolean;
  @ApiProperty({ type: 'integer', minimum: 0 })
  helpfulCount!: number;
  /** ISO time the review was written. */
  createdAt!: string;
  @ApiProperty({ type: ReviewReplyDto, nullable: true })
  reply!: ReviewReplyDto | null;
}

/** A review of the caller's own, whatever its state. */
export class OwnReviewDto extends ReviewDto {
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus' })
  status!: ReviewStatus;
}

/** A page of a product's published reviews, with the product's summary. */
export class ProductReviewsDto {
  /** The product's handle, as asked. */
  handle!: string;
  summary!: ReviewSummaryDto;
  reviews!: ReviewDto[];
  /** The page given, from 1. */
  @ApiProperty({ type: 'integer', minimum: 1 })
  page!: number;
  /** How many pages of this size there are (0 without reviews). */
  @ApiProperty({ type: 'integer', minimum: 0 })
  pageCount!: number;
}

/** One product's rating in short, for a product card. */
export class ProductRatingDto {
  handle!: string;
  @ApiProperty({ minimum: 0, maximum: 5, example: 4.6 })
  average!: number;
  @ApiProperty({ type: 'integer', minimum: 0 })
  count!: number;
}

/** Ratings of several products; handles the catalogue does not know are left out. */
export class ProductRatingsDto {
  ratings!: ProductRatingDto[];
}

/** Whether the caller may review a product, and their review of it if they wrote one. */
export class ReviewEligibilityDto {
  /** True when the caller bought the product on this site and has not reviewed it yet. */
  canReview!: boolean;
  /**
   * Why not, when canReview is false: NOT_PURCHASED (no order of it, or only cancelled ones),
   * ALREADY_REVIEWED, or STAFF_SITE (reviews are written on the consumer site).
   */
  @ApiProperty({
    enum: ['NOT_PURCHASED', 'ALREADY_REVIEWED', 'STAFF_SITE'],
    enumName: 'ReviewIneligibility',
    nullable: true,
  })
  reason!: 'NOT_PURCHASED' | 'ALREADY_REVIEWED' | 'STAFF_SITE' | null;
  /** The name the form suggests showing ('Dana R.'). */
  suggestedAuthorName!: string;
  @ApiProperty({ type: OwnReviewDto, nullable: true })
  review!: OwnReviewDto | null;
}

/** The helpful count after a vote. */
export class HelpfulVoteDto {
  reviewId!: string;
  @ApiProperty({ type: 'integer', minimum: 0 })
  helpfulCount!: number;
}

/** A review its author withdrew (deleted). */
export class WithdrawnReviewDto {
  id!: string;
}
