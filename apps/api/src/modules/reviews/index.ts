/**
 * The Reviews module's front door: the seed adds its starter reviews through ReviewsService
 * (addMissing, with NewReviewRow rows). Shoppers, the widget and operators reach it over HTTP only.
 */
export type { NewReviewRow } from './reviews.schema';
export { ReviewsModule } from './reviews.module';
export { ReviewsService } from './reviews.service';
