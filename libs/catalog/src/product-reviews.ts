/*
 * Product reviews' rules (issue 23): what a review may hold, and how a product's ratings are said
 * in numbers and in words. The API validates with these bounds, the reviews widget's form shows
 * them, and the star summary and the structured data say the average the same way.
 */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A headline, like the big shops' (Amazon, Chewy): short enough for one line. */
export const REVIEW_TITLE_MIN = 2;
export const REVIEW_TITLE_MAX = 120;
/** Enough for a real opinion; bounded so one review cannot fill a page (or the database). */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 5000;
/** The name shown with a review; the form suggests the customer's first name and initial. */
export const REVIEW_AUTHOR_MIN = 2;
export const REVIEW_AUTHOR_MAX = 40;
/** The shop's reply under a review. */
export const REVIEW_REPLY_MAX = 2000;

/** Whether a rating is one of the five stars (a whole number 1-5). */
export function isReviewRating(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= REVIEW_RATING_MIN &&
    value <= REVIEW_RATING_MAX
  );
}

/** A rating average as it is shown and published: one decimal (4.65 → 4.7), 0 when there is none. */
export function roundedRatingAverage(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.round((sum / count) * 10) / 10;
}

/** How many ratings of each star, five first, every star present (0 when none). */
export function ratingHistogram(
  counts: readonly { rating: number; count: number }[],
): { rating: number; count: number }[] {
  const byRating = new Map(counts.map((row) => [row.rating, row.count]));
  const stars: { rating: number; count: number }[] = [];
  for (let rating = REVIEW_RATING_MAX; rating >= REVIEW_RATING_MIN; rating -= 1)
    stars.push({ rating, count: byRating.get(rating) ?? 0 });
  return stars;
}

/**
 * The text alternative of a star summary ('4.6 out of 5, 23 reviews'; '1 review'): what a screen
 * reader says instead of the stars, and the visible line where there is room.
 */
export function ratingSummaryText(average: number, count: number): string {
  const reviews = count === 1 ? '1 review' : `${count} reviews`;
  return `${average.toFixed(1)} out of 5, ${reviews}`;
}

/** How much of each of the five stars is filled, in percent of the row (4.6 → 92). */
export function ratingFillPercent(average: number): number {
  const clamped = Math.min(Math.max(average, 0), REVIEW_RATING_MAX);
  return Math.round((clamped / REVIEW_RATING_MAX) * 1000) / 10;
}
