/** A review's moderation state: written reviews wait for an operator, who publishes or rejects them. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Which states an operator may move a review to from each: publish a pending or a rejected one
 * (reinstated), reject a pending or a published one (taken down). The same state again is refused
 * (409 REVIEW_STATE), so a double click shows as such instead of moving its time.
 */
const ALLOWED: Record<ReviewStatus, readonly ReviewStatus[]> = {
  pending: ['published', 'rejected'],
  published: ['rejected'],
  rejected: ['published'],
};

/** The states a review may be in for an operator to move it to `to`. */
export function statesThatMayBecome(to: ReviewStatus): ReviewStatus[] {
  return REVIEW_STATUSES.filter((from) => ALLOWED[from].includes(to));
}
