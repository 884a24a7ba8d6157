/**
 * Test-only door (apps/api/test and *.spec.ts; lint refuses it elsewhere): what API tests reach
 * inside reviews to arrange rows. Never a way for other modules in.
 */
export { reviewHelpfulVotes, reviews } from './reviews.schema';
