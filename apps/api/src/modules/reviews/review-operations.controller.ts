import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../platform/errors/error-body.dto';
import { OperatorOnly } from '../../platform/operator/operator-only';
import {
  OperatorReviewDto,
  OperatorReviewPageDto,
  OperatorReviewsQueryDto,
  RejectReviewRequestDto,
  ReplyToReviewRequestDto,
} from './dto/operator-reviews.dto';
import { ReviewParamsDto } from './dto/review-requests.dto';
import { ReviewModerationService } from './review-moderation.service';

/**
 * Review moderation (Authorization: Bearer {OPERATOR_TOKEN}): the queue, publish, reject, and the
 * shop's reply. 409 REVIEW_STATE when a review cannot go where asked (publishing a published one).
 */
@ApiTags('operator')
@Controller('operator/reviews')
export class ReviewOperationsController {
  constructor(private readonly moderation: ReviewModerationService) {}

  /** Reviews in a state (pending: the moderation queue), oldest first; page on with `nextCursor`. */
  @Get()
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  listReviewsForModeration(@Query() query: OperatorReviewsQueryDto): Promise<OperatorReviewPageDto> {
    return this.moderation.list(query);
  }

  @Get(':id')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  getReviewForModeration(@Param() params: ReviewParamsDto): Promise<OperatorReviewDto> {
    return this.moderation.get(params.id);
  }

  /** Publishes a pending review, or reinstates a rejected one. */
  @Post(':id/publish')
  @HttpCode(200)
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  publishReview(@Param() params: ReviewParamsDto): Promise<OperatorReviewDto> {
    return this.moderation.publish(params.id);
  }

  /** Rejects a pending review, or takes a published one down, with an optional reason. */
  @Post(':id/reject')
  @HttpCode(200)
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto })
  rejectReview(
    @Param() params: ReviewParamsDto,
    @Body() body: RejectReviewRequestDto,
  ): Promise<OperatorReviewDto> {
    return this.moderation.reject(params.id, body.reason);
  }

  /** The shop's reply under a review (replacing any earlier one). */
  @Put(':id/reply')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  replyToReview(
    @Param() params: ReviewParamsDto,
    @Body() body: ReplyToReviewRequestDto,
  ): Promise<OperatorReviewDto> {
    return this.moderation.reply(params.id, body.body);
  }

  /** Takes the shop's reply away. */
  @Delete(':id/reply')
  @OperatorOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  removeReviewReply(@Param() params: ReviewParamsDto): Promise<OperatorReviewDto> {
    return this.moderation.reply(params.id, null);
  }
}
