import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { IdentityModule } from '../identity';
import { OrdersModule } from '../orders';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewOperationsController } from './review-operations.controller';
import { ReviewsCache } from './reviews-cache';
import { ReviewsController } from './reviews.controller';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/**
 * Product reviews (issue 23): verified buyers write them (orders through the Orders module's front
 * door), operators moderate and reply, anyone reads the published ones and their summary.
 */
@Module({
  imports: [CatalogModule, OrdersModule, IdentityModule],
  controllers: [ReviewsController, ReviewOperationsController],
  providers: [ReviewsService, ReviewModerationService, ReviewsRepository, ReviewsCache],
  exports: [ReviewsService],
})
export class ReviewsModule {}
