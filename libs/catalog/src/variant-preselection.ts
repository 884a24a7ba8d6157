/** The part of a variant that preselection reads. Option names: Size, Flavor, Product Form (SPEC §3). */
export interface VariantLike {
  sku: string;
  selectedOptions: readonly { name: string; value: string }[];
}

/** Where the card is shown: the route slug and the query parameters that pick a variant. */
export interface VariantPreselectionContext {
  /** Segments after /products/, e.g. ['dog', 'flavor', 'chicken']; only the 2nd and 3rd are read. */
  slug?: readonly string[];
  /** The ?sku query parameter; wins over search. */
  sku?: string | null;
  /** The ?search query parameter, which selects by SKU too (SPEC §2). */
  search?: string | null;
}

const FOOD_FORM_SEGMENTS = new Set(['weight', 'food-form', 'form']);
const DRY_FORMS = ['dry'];
const WET_FORMS = ['canned', 'tray', 'pouch'];
const DRY_WEIGHT_LB = { min: 1, max: 45 };
const WET_WEIGHT_OZ = { min: 2.5, max: 13 };

/** Lower-case words only, so 'chicken-and-rice' matches 'Chicken & Rice'. */
function words(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim();
}

function option(variant: VariantLike, name: string): string {
  return words(variant.selectedOptions.find((o) => o.name.toLowerCase() === name.toLowerCase())?.value ?? '');
}

/** The weight in a segment like '15lb' or '2.5oz', when its unit is the one asked for. */
function weightIn(segment: string, unit: 'lb' | 'oz'): number | undefined {
  const match = new RegExp(`^(\\d+(?:\\.\\d+)?)${unit}$`).exec(segment);
  return match ? Number(match[1]) : undefined;
}

function within(value: number | undefined, range: { min: number; max: number }): boolean {
  return value !== undefined && value >= range.min && value <= range.max;
}

/** Among variants of a form, prefer the one whose Size is the weight named in the slug ('15lb' ≈ '15 lbs'). */
function pickBySize<V extends VariantLike>(candidates: V[], segment: string): V | undefined {
  const size = (v: V) => option(v, 'Size').replace(/\s+/g, '').replace(/lbs$/, 'lb');
  return candidates.find((v) => size(v) === segment) ?? candidates[0];
}

/** Whether the variant's Product Form names one of the forms, e.g. 'Dry' or 'Canned Food'. */
function hasForm(variant: VariantLike, forms: readonly string[]): boolean {
  return option(variant, 'Product Form')
    .split(' ')
    .some((word) => forms.includes(word));
}

function bySlug<V extends VariantLike>(variants: V[], second: string, third: string): V | undefined {
  if (second === 'flavor') {
    const wanted = words(third);
    return wanted ? variants.find((v) => option(v, 'Flavor').includes(wanted)) : undefined;
  }
  if (!FOOD_FORM_SEGMENTS.has(second)) return undefined;
  if (third === 'dry-food' || within(weightIn(third, 'lb'), DRY_WEIGHT_LB)) {
    return pickBySize(
      variants.filter((v) => hasForm(v, DRY_FORMS)),
      third,
    );
  }
  if (third === 'wet-food' || within(weightIn(third, 'oz'), WET_WEIGHT_OZ)) {
    return pickBySize(
      variants.filter((v) => hasForm(v, WET_FORMS)),
      third,
    );
  }
  return undefined;
}

/**
 * Which variant a product card opens on (SPEC §2). In order: the variant whose SKU is the ?sku (or
 * else ?search) query parameter; then the slug — /{species}/flavor/{flavor} picks the first variant
 * whose Flavor contains the flavor; /{species}/weight|food-form|form/{x} picks a Dry variant for
 * x = 1lb..45lb or 'dry-food', and a Canned, Tray or Pouch variant for x = 2.5oz..13oz or 'wet-food'
 * (the one whose Size is x when there is one); otherwise, and when nothing matches, the first variant.
 */
export function preselectVariant<V extends VariantLike>(
  variants: V[],
  context: VariantPreselectionContext = {},
): V | undefined {
  const wantedSku = (context.sku || context.search || '').trim().toLowerCase();
  const bySku = wantedSku ? variants.find((v) => v.sku.toLowerCase() === wantedSku) : undefined;
  if (bySku) return bySku;
  const [, second = '', third = ''] = (context.slug ?? []).map((segment) => segment.trim().toLowerCase());
  return bySlug(variants, second, third) ?? variants[0];
}
