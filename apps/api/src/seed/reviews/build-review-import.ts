import { createHash } from 'node:crypto';
import type { NewReviewRow } from '../../modules/reviews';
import {
  SEED_PET_NAMES,
  SEED_REVIEW_DETAILS,
  SEED_REVIEW_FIRST_NAMES,
  SEED_REVIEW_LAST_INITIALS,
  SEED_REVIEW_OPENINGS,
  SEED_REVIEW_TITLES,
  SEED_SHOP_REPLIES,
} from './review.seed-data';

/** A catalogue product as the review seed needs it. */
export interface ReviewedProduct {
  id: string;
  handle: string;
  species: string;
}

/** Seeded reviews are dated up to this long before the anchor, so pages show a believable spread. */
const SPREAD_DAYS = 540;
/** A fixed 'now' for the seed: the same rows on every machine and every run. */
const ANCHOR = Date.UTC(2026, 0, 15, 12);
/** One product in this many has no reviews yet: a shop where every product has some looks made up. */
const UNREVIEWED_ONE_IN = 7;
const MIN_REVIEWS = 2;
const MAX_REVIEWS = 28;
/** Chance weights of 5, 4, 3, 2 and 1 stars: mostly happy, as real pet-food reviews are. */
const RATING_WEIGHTS: readonly [number, number][] = [
  [5, 58],
  [4, 24],
  [3, 9],
  [2, 5],
  [1, 4],
];

/**
 * The seeded reviews of the catalogue (issue 23: most products have some, so the pages look
 * alive): deterministic per product handle (ids, texts, ratings and dates come from a hash of it),
 * so re-seeding adds only what is missing and never duplicates. All published, without a customer
 * (they stand for reviews the shop had before this site); the lower ones carry the shop's reply.
 */
export function buildReviewImport(products: readonly ReviewedProduct[]): NewReviewRow[] {
  return products.flatMap((product) => reviewsOf(product));
}

function reviewsOf(product: ReviewedProduct): NewReviewRow[] {
  const random = seededRandom(product.handle);
  if (Math.floor(random() * UNREVIEWED_ONE_IN) === 0) return [];
  const howMany = MIN_REVIEWS + Math.floor(random() ** 1.5 * (MAX_REVIEWS - MIN_REVIEWS + 1));
  const kind = product.species === 'cat' ? 'cat' : 'dog';
  const rows: NewReviewRow[] = [];
  for (let index = 0; index < howMany; index += 1) {
    const rating = weightedRating(random());
    const pet = pick(SEED_PET_NAMES[kind], random());
    const fill = (text: string) => text.replaceAll('{pet}', pet).replaceAll('{kind}', kind);
    const createdAt = new Date(ANCHOR - Math.floor(random() * SPREAD_DAYS * 86_400_000));
    const repliedTo = rating <= 2;
    rows.push({
      id: seededUuid(`${product.handle}#${index}`),
      productId: product.id,
      customerId: null,
      authorName: `${pick(SEED_REVIEW_FIRST_NAMES, random())} ${pick([...SEED_REVIEW_LAST_INITIALS], random())}.`,
      rating,
      title: fill(pick(SEED_REVIEW_TITLES[rating - 1], random())),
      body: `${fill(pick(SEED_REVIEW_OPENINGS[rating - 1], random()))} ${pick(SEED_REVIEW_DETAILS, random())}`,
      status: 'published',
      verifiedBuyer: random() < 0.85,
      helpfulCount: Math.floor(random() ** 3 * 40),
      createdAt,
      moderatedAt: createdAt,
      replyBody: repliedTo ? pick(SEED_SHOP_REPLIES, random()) : null,
      repliedAt: repliedTo ? new Date(createdAt.getTime() + 86_400_000) : null,
    });
  }
  return rows;
}

function weightedRating(roll: number): number {
  const total = RATING_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [rating, weight] of RATING_WEIGHTS) {
    left -= weight;
    if (left < 0) return rating;
  }
  return 5;
}

function pick<T>(values: readonly T[], roll: number): T {
  return values[Math.min(values.length - 1, Math.floor(roll * values.length))];
}

/** A small deterministic generator (mulberry32) seeded from the text's hash. */
function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A UUID (version 4 layout) made from the text's hash, the same every run. */
function seededUuid(seed: string): string {
  const hex = createHash('sha256').update(`review:${seed}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
