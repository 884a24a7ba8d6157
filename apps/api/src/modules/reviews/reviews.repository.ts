import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DATABASE, type Database } from '../../platform/database/database.types';
import type { ReviewSort } from './dto/review-requests.dto';
import type { ReviewStatus } from './review-status';
import { reviewHelpfulVotes, reviews, type NewReviewRow, type ReviewRow } from './reviews.schema';

/** A product's published ratings: how many of each star. */
export interface RatingCounts {
  productId: string;
  rating: number;
  count: number;
}

const ORDER_BY: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** The Drizzle queries of reviews and review_helpful_votes. */
@Injectable()
export class ReviewsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Published ratings of these products, by star (products without any are not listed). */
  async ratingCounts(productIds: readonly string[]): Promise<RatingCounts[]> {
    if (productIds.length === 0) return [];
    const rows = await this.db
      .select({ productId: reviews.productId, rating: reviews.rating, count: count() })
      .from(reviews)
      .where(and(inArray(reviews.productId, [...productIds]), eq(reviews.status, 'published')))
      .groupBy(reviews.productId, reviews.rating);
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** A page of a product's published reviews. */
  publishedPage(productId: string, sort: ReviewSort, limit: number, offset: number): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset(offset);
  }

  async find(id: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
    return row;
  }

  /** The customer's review of a product, whatever its state. */
  async findOwn(customerId: string, productId: string): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)))
      .limit(1);
    return row;
  }

  /** Writes a review; undefined when the customer already has one of the product (the unique key). */
  async insert(row: NewReviewRow): Promise<ReviewRow | undefined> {
    const [created] = await this.db.insert(reviews).values(row).onConflictDoNothing().returning();
    return created;
  }

  /** Seeded reviews by their fixed ids, skipping those already there; answers how many were written. */
  async insertMissing(rows: readonly NewReviewRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const written = await this.db
      .insert(reviews)
      .values([...rows])
      .onConflictDoNothing({ target: reviews.id })
      .returning({ id: reviews.id });
    return written.length;
  }

  /** Deletes the customer's own review (scoped in the query); whether there was one. */
  async deleteOwn(customerId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(reviews)
      .where(and(eq(reviews.id, id), eq(reviews.customerId, customerId)))
      .returning({ id: reviews.id });
    return deleted.length > 0;
  }

  /** The moderation queue (or any state's reviews), oldest first, after a keyset position. */
  moderationPage(
    status: ReviewStatus,
    limit: number,
    after?: { createdAt: Date; id: string },
  ): Promise<ReviewRow[]> {
    return this.db
      .select()
      .from(reviews)
      .where(
        and(
          eq(reviews.status, status),
          after
            ? sql`(${reviews.createdAt}, ${reviews.id}) > (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(reviews.createdAt), asc(reviews.id))
      .limit(limit);
  }

  /**
   * Moves a review to `to` if it is in one of `from`, in one conditional update (two operators at
   * once cannot both succeed); undefined when it is not (or not there).
   */
  async transition(
    id: string,
    from: readonly ReviewStatus[],
    to: ReviewStatus,
    at: Date,
    rejectionReason: string | null,
  ): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set({ status: to, moderatedAt: at, rejectionReason })
      .where(and(eq(reviews.id, id), inArray(reviews.status, [...from])))
      .returning();
    return row;
  }

  /** Sets (or with null clears) the shop's reply; undefined when there is no such review. */
  async setReply(id: string, body: string | null, at: Date): Promise<ReviewRow | undefined> {
    const [row] = await this.db
      .update(reviews)
      .set({ replyBody: body, repliedAt: body === null ? null : at })
      .where(eq(reviews.id, id))
      .returning();
    return row;
  }

  /**
   * Counts one voter's helpful vote on a published review, in one transaction: the vote row (its
   * key refuses a second) and the count moving with it. 'counted' with the new count, 'repeat' for
   * a second vote, 'missing' when the review is not there or not published.
   */
  async vote(
    reviewId: string,
    voterKey: string,
    at: Date,
  ): Promise<{ outcome: 'counted'; helpfulCount: number } | { outcome: 'repeat' | 'missing' }> {
    return this.db.transaction(async (tx) => {
      const [review] = await tx
        .select({ status: reviews.status })
        .from(reviews)
        .where(eq(reviews.id, reviewId))
        .limit(1);
      if (!review || review.status !== 'published') return { outcome: 'missing' };
      const inserted = await tx
        .insert(reviewHelpfulVotes)
        .values({ reviewId, voterKey, createdAt: at })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      if (inserted.length === 0) return { outcome: 'repeat' };
      const [updated] = await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId))
        .returning({ helpfulCount: reviews.helpfulCount });
      return { outcome: 'counted', helpfulCount: updated?.helpfulCount ?? 0 };
    });
  }
}
