import { ApiProperty } from '@nestjs/swagger';
import { REVIEW_REPLY_MAX } from '@shop/catalog';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, MaxLength, Min } from 'class-validator';
import { DigitsToInt } from '../../../platform/validation/digits-to-int';
import { trimmed } from '../../../platform/validation/trimmed';
import { IsWellFormedText } from '../../../platform/validation/well-formed-text';
import { REVIEW_STATUSES, type ReviewStatus } from '../review-status';
import { NO_CONTROL_CHARACTERS } from './review-requests.dto';
import { OwnReviewDto } from './review.dto';

export const MAX_OPERATOR_REVIEWS_PER_PAGE = 100;
export const REJECTION_REASON_MAX = 500;

export class OperatorReviewsQueryDto {
  /** Which reviews: pending (the moderation queue, the default), published or rejected. */
  @ApiProperty({ enum: REVIEW_STATUSES, enumName: 'ReviewStatus', required: false })
  @IsOptional()
  @IsIn(REVIEW_STATUSES)
  status?: ReviewStatus = 'pending';

  /** Reviews per page, 1 to 100. */
  @IsOptional()
  @DigitsToInt()
  @IsInt()
  @Min(1)
  @Max(MAX_OPERATOR_REVIEWS_PER_PAGE)
  limit?: number = 25;

  /** The nextCursor of the previous page, with the same status. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  cursor?: string;
}

/** A review with what operators need to moderate it. */
export class OperatorReviewDto extends OwnReviewDto {
  /** The catalogue's product id. */
  productId!: string;
  /** 'gid://shop/Customer/{uuid}'; null for a seeded review. */
  customerId!: string | null;
  /** Why it was rejected, when it was. */
  rejectionReason!: string | null;
  /** ISO time of the last moderation; null while pending. */
  moderatedAt!: string | null;
}

export class OperatorReviewPageDto {
  /** Oldest first: the queue in the order reviews arrived. */
  reviews!: OperatorReviewDto[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor!: string | null;
}

export class RejectReviewRequestDto {
  /** Why (kept for the author's questions, never shown publicly). */
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @IsWellFormedText()
  @Length(1, REJECTION_REASON_MAX)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'reason must be text' })
  reason?: string;
}

export class ReplyToReviewRequestDto {
  /** The shop's reply, plain text, shown under the review. */
  @Transform(trimmed)
  @IsString()
  @IsWellFormedText()
  @Length(1, REVIEW_REPLY_MAX)
  @Matches(NO_CONTROL_CHARACTERS, { message: 'body must be text' })
  body!: string;
}
