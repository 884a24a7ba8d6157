import { ratingHistogram, roundedRatingAverage } from '@shop/catalog';
import type { OperatorReviewDto } from './dto/operator-reviews.dto';
import type { OwnReviewDto, ReviewDto, ReviewSummaryDto } from './dto/review.dto';
import type { RatingCounts } from './reviews.repository';
import type { ReviewRow } from './reviews.schema';

/** A published review as anyone sees it. */
export function toReviewDto(row: ReviewRow): ReviewDto {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    authorName: row.authorName,
    verifiedBuyer: row.verifiedBuyer,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyBody !== null && row.repliedAt !== null
        ? { body: row.replyBody, repliedAt: row.repliedAt.toISOString() }
        : null,
  };
}

export function toOwnReviewDto(row: ReviewRow): OwnReviewDto {
  return { ...toReviewDto(row), status: row.status };
}

export function toOperatorReviewDto(row: ReviewRow): OperatorReviewDto {
  return {
    ...toOwnReviewDto(row),
    productId: row.productId,
    customerId: row.customerId === null ? null : `gid://shop/Customer/${row.customerId}`,
    rejectionReason: row.rejectionReason,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
  };
}

/** A product's summary from its star counts (rows of other products are ignored). */
export function toSummaryDto(productId: string, counts: readonly RatingCounts[]): ReviewSummaryDto {
  const own = counts.filter((row) => row.productId === productId);
  const total = own.reduce((sum, row) => sum + row.count, 0);
  const points = own.reduce((sum, row) => sum + row.rating * row.count, 0);
  return {
    average: roundedRatingAverage(points, total),
    count: total,
    histogram: ratingHistogram(own),
  };
}

/** 'Dana R.': a first name and the last name's initial, as reviews show their authors. */
export function suggestedAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  const name = [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
  return name.length >= 2 ? name.slice(0, 40) : 'Verified buyer';
}
