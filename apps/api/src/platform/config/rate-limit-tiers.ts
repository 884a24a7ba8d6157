/**
 * How many requests a client address may make per minute, by tier. Routes name their tier with
 * @RateLimitTier; every other request counts against 'default'. The tiers that cost the most per
 * request (resizing an image, a full-text search, operator tools, sign-in, the contact form, and
 * writing reviews and helpful votes, which anyone could otherwise stuff) are the strictest.
 */
export const RATE_LIMIT_TIERS = [
  'default',
  'images',
  'search',
  'operator',
  'signin',
  'contact',
  'reviews',
] as const;
export type RateLimitTier = (typeof RATE_LIMIT_TIERS)[number];

export type RateLimits = Readonly<Record<RateLimitTier, number>>;

/** RATE_LIMITS' default: a page view is ~20 requests, so 600 a minute is a very busy shopper. */
export const DEFAULT_RATE_LIMITS =
  'default=600,images=240,search=60,operator=10,signin=30,contact=5,reviews=20';

/** The window every limit counts in. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Parses RATE_LIMITS ('default=600,search=60,...'); tiers left out keep their default. Throws a
 * message naming the problem for anything else.
 */
export function parseRateLimits(text: string): RateLimits {
  const limits: Record<string, number> = Object.fromEntries(
    DEFAULT_RATE_LIMITS.split(',').map((entry) => {
      const [tier, value] = entry.split('=');
      return [tier, Number(value)];
    }),
  );
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([a-z]+)=(\d{1,7})$/.exec(entry);
    if (!match) throw new Error(`'${entry}' is not tier=requests-per-minute`);
    const [, tier, value] = match;
    if (!(RATE_LIMIT_TIERS as readonly string[]).includes(tier))
      throw new Error(`unknown tier '${tier}' (tiers: ${RATE_LIMIT_TIERS.join(', ')})`);
    if (Number(value) < 1) throw new Error(`${tier} must allow at least 1 request a minute`);
    limits[tier] = Number(value);
  }
  return limits as RateLimits;
}
