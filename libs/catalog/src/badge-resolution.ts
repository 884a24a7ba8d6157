import type { StockStatus } from './stock-status-classification';

/** Theme colour of a badge (SPEC §2 badge table). */
export type BadgeColour = 'error' | 'warning' | 'dark-success' | 'primary' | 'success';

/** A badge a product card can show. */
export interface Badge {
  readonly id: BadgeId;
  readonly label: string;
  readonly colour: BadgeColour;
}

/** Every badge in display priority (SPEC §2); the same order on both sites. */
export const BADGE_ORDER = [
  { id: 'out-of-stock', label: 'Out of Stock', colour: 'error' },
  { id: 'limited-stock', label: 'Limited Stock', colour: 'warning' },
  { id: 'deal', label: 'Deal', colour: 'dark-success' },
  { id: 'best-seller', label: 'Best Seller', colour: 'primary' },
  { id: 'featured', label: 'Featured', colour: 'primary' },
  { id: 'back-in-stock', label: 'Back in Stock', colour: 'warning' },
  { id: 'brand-new', label: 'Brand New', colour: 'success' },
  { id: 'new-innovation', label: 'New Innovation', colour: 'success' },
  { id: 'new-formula', label: 'New Formula', colour: 'success' },
  { id: 'new-flavor', label: 'New Flavor', colour: 'success' },
  { id: 'new-look', label: 'New Look', colour: 'success' },
  { id: 'discontinued-soon', label: 'Discontinued Soon', colour: 'warning' },
] as const satisfies readonly { id: string; label: string; colour: BadgeColour }[];

/** Identifier of one of the twelve badges. */
export type BadgeId = (typeof BADGE_ORDER)[number]['id'];

/** A card shows at most this many badges (SPEC §2, §9). */
export const MAX_CARD_BADGES = 2;

/** Prefix that marks a variant tag as a badge tag (SPEC §2). */
export const BADGE_TAG_PREFIX = 'badge::';

/**
 * Badges merchandisers set by tag. Stock and deal badges are not among them: they follow live stock
 * and the deals list, so a stale tag can never claim them.
 */
const TAGGABLE: ReadonlySet<BadgeId> = new Set<BadgeId>([
  'best-seller',
  'featured',
  'back-in-stock',
  'brand-new',
  'new-innovation',
  'new-formula',
  'new-flavor',
  'new-look',
  'discontinued-soon',
]);

/** For seeds and tests that tag a variant with a badge. */
export function badgeTag(id: BadgeId): string {
  return `${BADGE_TAG_PREFIX}${id}`;
}

function badgeIdFromTag(tag: string): BadgeId | undefined {
  if (!tag.startsWith(BADGE_TAG_PREFIX)) return undefined;
  const name = tag
    .slice(BADGE_TAG_PREFIX.length)
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const id = name === 'new' ? 'brand-new' : name;
  return TAGGABLE.has(id as BadgeId) ? (id as BadgeId) : undefined;
}

function isDeal(
  sku: string | undefined,
  dealSkus: Readonly<Record<string, unknown>> | ReadonlySet<string> | undefined,
) {
  if (!sku || !dealSkus) return false;
  if (dealSkus instanceof Set) return dealSkus.has(sku);
  const deals = dealSkus as Readonly<Record<string, unknown>>;
  return Object.hasOwn(deals, sku) && Boolean(deals[sku]);
}

/** What a card knows about a variant when choosing its badges. */
export interface BadgeInput {
  badgeTags: readonly string[];
  stockStatus?: StockStatus;
  sku?: string;
  /** The deals list: get-skus-with-deal's map of SKU to truthy, or a set of SKUs. */
  dealSkus?: Readonly<Record<string, unknown>> | ReadonlySet<string>;
}

/**
 * The badges a card shows, already in priority order and cut to two. Stock status gives out-of-stock
 * or limited-stock; a SKU on the deals list gives deal; 'badge::' tags give the rest ('badge::new' is
 * brand-new). Other tags, unknown badge names and repeats are ignored.
 */
export function resolveBadges({ badgeTags, stockStatus, sku, dealSkus }: BadgeInput): Badge[] {
  const ids = new Set<BadgeId>();
  if (stockStatus === 'OUT') ids.add('out-of-stock');
  if (stockStatus === 'LTD') ids.add('limited-stock');
  if (isDeal(sku, dealSkus)) ids.add('deal');
  for (const tag of badgeTags) {
    const id = badgeIdFromTag(tag);
    if (id) ids.add(id);
  }
  return BADGE_ORDER.filter((badge) => ids.has(badge.id)).slice(0, MAX_CARD_BADGES);
}
