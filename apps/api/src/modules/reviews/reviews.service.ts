import { Injectable } from '@nestjs/common';
import { isStaffSite } from '@shop/identity';
import { createHash } from 'node:crypto';
import type { Caller } from '../../platform/auth';
import { Clock } from '../../platform/clock/clock';
import { CatalogService } from '../catalog';
import { CustomersService } from '../identity';
import { OrdersService } from '../orders';
import {
  DEFAULT_REVIEWS_PER_PAGE,
  type HelpfulVoteRequestDto,
  type ProductReviewsQueryDto,
  type WriteReviewRequestDto,
} from './dto/review-requests.dto';
import type {
  HelpfulVoteDto,
  OwnReviewDto,
  ProductRatingsDto,
  ProductReviewsDto,
  ReviewEligibilityDto,
} from './dto/review.dto';
import {
  reviewAlreadyWritten,
  reviewNeedsPurchase,
  reviewNotFound,
  reviewsNotOnStaffSite,
  voteAlreadyCounted,
  voterRequired,
} from './reviews-errors';
import { ReviewsCache } from './reviews-cache';
import { suggestedAuthorName, toOwnReviewDto, toReviewDto, toSummaryDto } from './reviews.mapper';
import { ReviewsRepository } from './reviews.repository';
import type { NewReviewRow } from './reviews.schema';

/**
 * Product reviews (issue 23) as shoppers meet them: a product's published reviews and summary, the
 * cards' ratings, and a signed-in customer's own review. Only a verified buyer writes one (an
 * order of the product on the consumer site, not cancelled, read through the Orders module's front
 * door), once per product; it waits, pending, for an operator (ReviewModerationService).
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly cache: ReviewsCache,
    private readonly catalog: CatalogService,
    private readonly orders: OrdersService,
    private readonly customers: CustomersService,
    private readonly clock: Clock,
  ) {}

  /** A page of a product's published reviews with its summary; 404 PRODUCT_NOT_FOUND for an unknown handle. */
  async productReviews(query: ProductReviewsQueryDto): Promise<ProductReviewsDto> {
    const product = await this.catalog.getProductByHandle(query.handle);
    const limit = query.limit ?? DEFAULT_REVIEWS_PER_PAGE;
    const page = query.page ?? 1;
    const [counts, rows] = await Promise.all([
      this.repository.ratingCounts([product.id]),
      this.repository.publishedPage(product.id, query.sort ?? 'newest', limit, (page - 1) * limit),
    ]);
    const summary = toSummaryDto(product.id, counts);
    return {
      handle: query.handle,
      summary,
      reviews: rows.map(toReviewDto),
      page,
      pageCount: Math.ceil(summary.count / limit),
    };
  }

  /** The ratings of up to 50 products (a grid's cards), in the order asked; unknown handles left out. */
  async ratings(handlesList: string): Promise<ProductRatingsDto> {
    const handles = [...new Set(handlesList.split(','))];
    const { products } = await this.catalog.getProductsByHandles(handles);
    const counts = await this.repository.ratingCounts(products.map((product) => product.id));
    return {
      ratings: products.map((product) => {
        const { average, count } = toSummaryDto(product.id, counts);
        return { handle: product.handle, average, count };
      }),
    };
  }

  /** Whether the caller may review the product, and their own review of it. */
  async eligibility(caller: Caller, handle: string): Promise<ReviewEligibilityDto> {
    const product = await this.catalog.getProductByHandle(handle);
    const customer = await this.customers.findById(caller.customerId);
    const suggested = suggestedAuthorName(customer?.firstName ?? '', customer?.lastName ?? '');
    if (isStaffSite(caller.site))
      return { canReview: false, reason: 'STAFF_SITE', suggestedAuthorName: suggested, review: null };
    const own = await this.repository.findOwn(caller.customerId, product.id);
    if (own)
      return {
        canReview: false,
        reason: 'ALREADY_REVIEWED',
        suggestedAuthorName: suggested,
        review: toOwnReviewDto(own),
      };
    const bought = await this.orders.hasBought(caller.customerId, caller.site, product.id);
    return {
      canReview: bought,
      reason: bought ? null : 'NOT_PURCHASED',
      suggestedAuthorName: suggested,
      review: null,
    };
  }

  /**
   * Writes the caller's review, pending moderation. 403 REVIEWS_CONSUMER_SITE_ONLY on the staff
   * site, 403 REVIEW_NOT_VERIFIED_BUYER without a purchase, 409 REVIEW_ALREADY_EXISTS for a second
   * one (also when two arrive at once: the table's unique key decides).
   */
  async write(caller: Caller, request: WriteReviewRequestDto): Promise<OwnReviewDto> {
    if (isStaffSite(caller.site)) throw reviewsNotOnStaffSite();
    const product = await this.catalog.getProductByHandle(request.handle);
    if (await this.repository.findOwn(caller.customerId, product.id)) throw reviewAlreadyWritten();
    if (!(await this.orders.hasBought(caller.customerId, caller.site, product.id)))
      throw reviewNeedsPurchase();
    let authorName = request.authorName;
    if (authorName === undefined) {
      const customer = await this.customers.findById(caller.customerId);
      authorName = suggestedAuthorName(customer?.firstName ?? '', customer?.lastName ?? '');
    }
    const row: NewReviewRow = {
      productId: product.id,
      customerId: caller.customerId,
      authorName,
      rating: request.rating,
      title: request.title,
      body: request.body,
      status: 'pending',
      verifiedBuyer: true,
      createdAt: this.clock.now(),
    };
    const created = await this.repository.insert(row);
    if (!created) throw reviewAlreadyWritten();
    return toOwnReviewDto(created);
  }

  /** Withdraws the caller's own review (any state); anyone else's, or none, is 404 REVIEW_NOT_FOUND. */
  async withdraw(caller: Caller, id: string): Promise<void> {
    const review = await this.repository.find(id);
    if (!review || review.customerId !== caller.customerId) throw reviewNotFound();
    if (!(await this.repository.deleteOwn(caller.customerId, id))) throw reviewNotFound();
    if (review.status === 'published') await this.cache.bump();
  }

  /**
   * One helpful vote per customer (signed in) or per browser (its voterId, kept only as a hash):
   * 409 REVIEW_VOTE_ALREADY_COUNTED for a second, 404 REVIEW_NOT_FOUND for a review nobody can see.
   */
  async voteHelpful(caller: Caller | null, request: HelpfulVoteRequestDto): Promise<HelpfulVoteDto> {
    const voterKey = caller
      ? `customer:${caller.customerId}`
      : request.voterId
        ? `browser:${createHash('sha256').update(request.voterId.toLowerCase()).digest('hex')}`
        : undefined;
    if (!voterKey) throw voterRequired();
    const result = await this.repository.vote(request.reviewId, voterKey, this.clock.now());
    if (result.outcome !== 'counted')
      throw result.outcome === 'missing' ? reviewNotFound() : voteAlreadyCounted();
    return { reviewId: request.reviewId, helpfulCount: result.helpfulCount };
  }

  /** Adds the seeded reviews that are missing (never overwriting); answers how many it wrote. */
  async addMissing(rows: readonly NewReviewRow[]): Promise<number> {
    const written = await this.repository.insertMissing(rows);
    if (written > 0) await this.cache.bump();
    return written;
  }
}
