import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '../../platform/errors/app-error';
import type { ReviewStatus } from './review-status';

/** Only a customer who bought the product (an order of it on this site, not cancelled) may review it. */
export function reviewNeedsPurchase(): ForbiddenError {
  return new ForbiddenError(
    'REVIEW_NOT_VERIFIED_BUYER',
    'Only customers who bought this product may review it',
  );
}

/** A customer reviews a product once. */
export function reviewAlreadyWritten(): ConflictError {
  return new ConflictError('REVIEW_ALREADY_EXISTS', 'You have already reviewed this product');
}

/**
 * The staff site hides ratings (SPEC §2), and a staff member's purchase at staff prices is not a
 * consumer's: reviews are written on the consumer site.
 */
export function reviewsNotOnStaffSite(): ForbiddenError {
  return new ForbiddenError('REVIEWS_CONSUMER_SITE_ONLY', 'Reviews are written on the consumer site');
}

/** Unknown review, or (for its author's calls) not the caller's: 404 either way. */
export function reviewNotFound(): NotFoundError {
  return new NotFoundError('REVIEW_NOT_FOUND', 'No such review');
}

/** An operator moved a review to a state it cannot go to from where it is. */
export function reviewState(current: ReviewStatus, to: ReviewStatus): ConflictError {
  return new ConflictError('REVIEW_STATE', `A ${current} review cannot be ${to}`);
}

/** The voter already found this review helpful. */
export function voteAlreadyCounted(): ConflictError {
  return new ConflictError('REVIEW_VOTE_ALREADY_COUNTED', 'Your vote for this review is already counted');
}

/** A vote from someone who is neither signed in nor sends their browser's voter id. */
export function voterRequired(): BadRequestError {
  return new BadRequestError('VOTER_REQUIRED', 'Sign in, or send voterId, to vote');
}
