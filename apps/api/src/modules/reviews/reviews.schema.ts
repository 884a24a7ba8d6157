import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewStatus } from './review-status';

/**
 * Owned by the Reviews module: customers' reviews of products. `product_id` is the Catalog
 * module's products.id and `customer_id` the Identity module's customers.id (no foreign keys
 * across modules). A customer reviews a product once (the unique constraint, which also answers a
 * race of two submissions); seeded reviews have no customer. Lengths and the rating are checked
 * here too, so a bug upstream cannot store what the API refuses.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull(),
    customerId: uuid('customer_id'),
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** The author had bought the product on the consumer site when they wrote it. */
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Why an operator rejected it (kept for the author's questions; never shown publicly). */
    rejectionReason: text('rejection_reason'),
    replyBody: text('reply_body'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    unique('reviews_customer_product_unique').on(t.customerId, t.productId),
    // The public list (a product's published reviews, newest first) and the summary read this.
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    // The operator's moderation queue, oldest first.
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check(
      'reviews_lengths_check',
      sql`char_length(${t.title}) between 1 and 120 and char_length(${t.body}) between 1 and 5000 and char_length(${t.authorName}) between 1 and 40 and (${t.replyBody} is null or char_length(${t.replyBody}) between 1 and 2000)`,
    ),
    check('reviews_reply_check', sql`(${t.replyBody} is null) = (${t.repliedAt} is null)`),
    check('reviews_helpful_check', sql`${t.helpfulCount} >= 0`),
  ],
);

/**
 * Who found a review helpful, once each: a signed-in customer ('customer:{uuid}') or a browser
 * ('browser:{sha256 of the widget's random id}'). Only the key is kept, never an address.
 */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voterKey: text('voter_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voterKey] })],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
