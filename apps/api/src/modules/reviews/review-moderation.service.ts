import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { BadRequestError } from '../../platform/errors/app-error';
import type {
  OperatorReviewDto,
  OperatorReviewPageDto,
  OperatorReviewsQueryDto,
} from './dto/operator-reviews.dto';
import { statesThatMayBecome, type ReviewStatus } from './review-status';
import { reviewNotFound, reviewState } from './reviews-errors';
import { ReviewsCache } from './reviews-cache';
import { toOperatorReviewDto } from './reviews.mapper';
import { ReviewsRepository } from './reviews.repository';

/**
 * Operators' side of reviews: the moderation queue, publishing and rejecting (each a conditional
 * update, so two operators at once cannot both move a review), and the shop's reply. Every change
 * to what the public sees bumps the reviews cache.
 */
@Injectable()
export class ReviewModerationService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly cache: ReviewsCache,
    private readonly clock: Clock,
  ) {}

  async list(query: OperatorReviewsQueryDto): Promise<OperatorReviewPageDto> {
    const limit = query.limit ?? 25;
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const rows = await this.repository.moderationPage(query.status ?? 'pending', limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      reviews: page.map(toOperatorReviewDto),
      nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
    };
  }

  async get(id: string): Promise<OperatorReviewDto> {
    const row = await this.repository.find(id);
    if (!row) throw reviewNotFound();
    return toOperatorReviewDto(row);
  }

  publish(id: string): Promise<OperatorReviewDto> {
    return this.moveTo(id, 'published', null);
  }

  reject(id: string, reason: string | undefined): Promise<OperatorReviewDto> {
    return this.moveTo(id, 'rejected', reason ?? null);
  }

  /** Sets the shop's reply (replacing one), or with null takes it away. */
  async reply(id: string, body: string | null): Promise<OperatorReviewDto> {
    const row = await this.repository.setReply(id, body, this.clock.now());
    if (!row) throw reviewNotFound();
    if (row.status === 'published') await this.cache.bump();
    return toOperatorReviewDto(row);
  }

  private async moveTo(id: string, to: ReviewStatus, reason: string | null): Promise<OperatorReviewDto> {
    const moved = await this.repository.transition(id, statesThatMayBecome(to), to, this.clock.now(), reason);
    if (!moved) {
      const current = await this.repository.find(id);
      if (!current) throw reviewNotFound();
      throw reviewState(current.status, to);
    }
    await this.cache.bump();
    return toOperatorReviewDto(moved);
  }
}

/** The moderation queue's keyset: the last review's time and id. */
function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** What encodeCursor writes (toISOString of a stored time): JavaScript parses far more (years past
 * 9999, negative years) that PostgreSQL's timestamptz refuses. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(time));
    if (
      typeof time === 'string' &&
      CURSOR_TIME.test(time) &&
      typeof id === 'string' &&
      UUID.test(id) &&
      !Number.isNaN(createdAt.getTime())
    )
      return { createdAt, id };
  } catch {
    // Falls through to the refusal.
  }
  throw new BadRequestError('INVALID_CURSOR', 'cursor is not one this list gave');
}
