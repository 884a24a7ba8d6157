import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Caller, CurrentCaller, SessionAuthenticator, SignedIn } from '../../platform/auth';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { CachedAnswers } from '../../platform/http/cached-answers';
import type { JsonBody } from '../../platform/http/json-bytes';
import { RateLimitTier } from '../../platform/rate-limit/rate-limiting';
import {
  HelpfulVoteRequestDto,
  ProductRatingsQueryDto,
  ProductReviewsQueryDto,
  ReviewParamsDto,
  ReviewProductQueryDto,
  WriteReviewRequestDto,
} from './dto/review-requests.dto';
import {
  HelpfulVoteDto,
  OwnReviewDto,
  ProductRatingsDto,
  ProductReviewsDto,
  ReviewEligibilityDto,
  WithdrawnReviewDto,
} from './dto/review.dto';
import { ReviewsCache } from './reviews-cache';
import { ReviewsService } from './reviews.service';

/**
 * Product reviews (issue 23) for shoppers and the reviews widget. The public reads (published
 * reviews, summaries, cards' ratings) go through the HTTP edge like the catalogue's answers, kept
 * until a moderation changes what is published; they set no cookie and read none.
 */
@ApiTags('reviews')
@Controller('reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly cache: ReviewsCache,
    private readonly answers: CachedAnswers,
    private readonly authenticator: SessionAuthenticator,
  ) {}

  /**
   * A page of a product's published reviews (newest first unless `sort` says otherwise) with its
   * summary: average to one decimal, count, and every star's count. 404 PRODUCT_NOT_FOUND.
   */
  @Get()
  @ApiOkResponse({ type: ProductReviewsDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getProductReviews(
    @Query() query: ProductReviewsQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ProductReviewsDto> | undefined> {
    return this.answers.reply(request, reply, query, this.cache, () => this.reviews.productReviews(query));
  }

  /** Average and count of up to 50 products (comma-separated handles), for product cards. */
  @Get('ratings')
  @ApiOkResponse({ type: ProductRatingsDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  getProductRatings(
    @Query() query: ProductRatingsQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonBody<ProductRatingsDto> | undefined> {
    return this.answers.reply(request, reply, query, this.cache, () => this.reviews.ratings(query.handles));
  }

  /**
   * Whether the caller may review the product (a verified buyer who has not yet), the name the form
   * suggests, and their own review of it in whatever state. 404 PRODUCT_NOT_FOUND.
   */
  @Get('mine')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getReviewEligibility(
    @CurrentCaller() caller: Caller,
    @Query() query: ReviewProductQueryDto,
  ): Promise<ReviewEligibilityDto> {
    return this.reviews.eligibility(caller, query.handle);
  }

  /**
   * Writes the caller's review of a product they bought on this site; it is published once an
   * operator approves it. 403 REVIEW_NOT_VERIFIED_BUYER (no order of it, or only cancelled ones),
   * 403 REVIEWS_CONSUMER_SITE_ONLY (the staff site), 409 REVIEW_ALREADY_EXISTS (one per product),
   * 404 PRODUCT_NOT_FOUND, 400 VALIDATION_FAILED.
   */
  @Post()
  @SignedIn()
  @RateLimitTier('reviews')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  writeReview(@CurrentCaller() caller: Caller, @Body() body: WriteReviewRequestDto): Promise<OwnReviewDto> {
    return this.reviews.write(caller, body);
  }

  /** Withdraws the caller's own review. 404 REVIEW_NOT_FOUND for anyone else's. */
  @Delete(':id')
  @SignedIn()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async withdrawReview(
    @CurrentCaller() caller: Caller,
    @Param() params: ReviewParamsDto,
  ): Promise<WithdrawnReviewDto> {
    await this.reviews.withdraw(caller, params.id);
    return { id: params.id };
  }

  /**
   * Counts a helpful vote for a published review: once per signed-in customer, or once per browser
   * (its `voterId`) for anyone else. 409 REVIEW_VOTE_ALREADY_COUNTED, 404 REVIEW_NOT_FOUND, 400
   * VOTER_REQUIRED.
   */
  @Post('helpful')
  @HttpCode(200)
  @RateLimitTier('reviews')
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiForbiddenResponse({
    type: ErrorBodyDto,
    description: 'CSRF_REFUSED: a cookie-only call without X-Shop-Client',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  async voteReviewHelpful(
    @Req() request: FastifyRequest,
    @Body() body: HelpfulVoteRequestDto,
  ): Promise<HelpfulVoteDto> {
    const signedIn = await this.authenticator.optionalRefusingCsrf(request);
    return this.reviews.voteHelpful(signedIn?.session.caller ?? null, body);
  }
}
