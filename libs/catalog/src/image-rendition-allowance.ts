/** SPEC §9 image screen widths, by breakpoint name. */
export const IMAGE_SCREEN_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

/** The widths a responsive image is offered in (SPEC §9), smallest first. */
export const IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_SCREEN_WIDTHS);

/** Pixel densities an image is offered in (SPEC §9). */
export const IMAGE_DENSITIES: readonly number[] = [1, 2];

/** SPEC §9: a product card's image is 120 px high on mobile, 200 otherwise. */
export const CARD_IMAGE_HEIGHTS = { mobile: 120, other: 200 } as const;

/** The header logo's square box in CSS pixels (2rem). */
export const LOGO_IMAGE_SIZE = 32;

/**
 * Width / height of the crops the storefront draws, by name: the square logo, the 4:3 hero, the
 * 16:9 banners and feature images. A w x h box of one of these shapes is allowed at every allowed width.
 */
export const IMAGE_CROPS = { square: 1, '4:3': 4 / 3, '16:9': 16 / 9 } as const;

export const IMAGE_ASPECT_RATIOS: readonly number[] = Object.values(IMAGE_CROPS);

export const DEFAULT_IMAGE_QUALITY = 75;

const atDensities = (sizes: readonly number[]): readonly number[] =>
  [...new Set(sizes.flatMap((size) => IMAGE_DENSITIES.map((d) => Math.round(size * d))))].sort(
    (a, b) => a - b,
  );

/**
 * The only widths the image path renders: the §9 screen widths and the logo at densities 1 and 2.
 * A short fixed list bounds the work one source can cause (each rendition is a decode, resize and
 * encode) and keeps every rendition shared by all visitors and cacheable by a CDN.
 */
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = atDensities([LOGO_IMAGE_SIZE, ...IMAGE_WIDTHS]);

/** The only heights asked for on their own: the §9 card image heights at densities 1 and 2. */
export const ALLOWED_IMAGE_HEIGHTS: readonly number[] = atDensities(Object.values(CARD_IMAGE_HEIGHTS));

/**
 * The default, a lighter one for placeholders and save-data, a finer one for zoomed packshots and
 * images with text. Three, so one image cannot be asked for in a hundred byte-different variants.
 */
export const ALLOWED_IMAGE_QUALITIES: readonly number[] = [50, DEFAULT_IMAGE_QUALITY, 90];

/** Height of a crop of shape `ratio` at width `w`: builders and the check must round alike. */
const heightAt = (w: number, ratio: number) => Math.round(w / ratio);

/** The w and h of a request as parsed; anything but an allowed number is refused. */
export interface ImageSizeRequest {
  w?: unknown;
  h?: unknown;
}

const isOneOf = (list: readonly number[], value: unknown): value is number =>
  typeof value === 'number' && list.includes(value);

/**
 * Heights allowed with width `w`: the card heights, and with an allowed w the heights of the
 * storefront's crops at that width. Without w, the card heights alone.
 */
export function allowedImageHeights(w?: unknown): readonly number[] {
  if (!isOneOf(ALLOWED_IMAGE_WIDTHS, w)) return ALLOWED_IMAGE_HEIGHTS;
  const crops = IMAGE_ASPECT_RATIOS.map((ratio) => heightAt(w, ratio));
  return [...new Set([...ALLOWED_IMAGE_HEIGHTS, ...crops])].sort((a, b) => a - b);
}

/**
 * Why `w` is refused, or undefined. A rendition needs a w or an h: the original size is not
 * offered, since a large source would be decoded and re-encoded whole for nobody's layout.
 */
export function imageWidthProblem({ w, h }: ImageSizeRequest): string | undefined {
  if (w === undefined) {
    return h === undefined
      ? `w or h is required: w one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}, or h one of ${ALLOWED_IMAGE_HEIGHTS.join(', ')}`
      : undefined;
  }
  if (isOneOf(ALLOWED_IMAGE_WIDTHS, w)) return undefined;
  return `w must be one of ${ALLOWED_IMAGE_WIDTHS.join(', ')}`;
}

/** Why `h` is refused, or undefined (also when it is absent). */
export function imageHeightProblem({ w, h }: ImageSizeRequest): string | undefined {
  if (h === undefined) return undefined;
  const allowed = allowedImageHeights(w);
  if (isOneOf(allowed, h)) return undefined;
  const withW = isOneOf(ALLOWED_IMAGE_WIDTHS, w) ? ` with w=${w}` : '';
  return `h must be one of ${allowed.join(', ')}${withW}`;
}

/** Why the quality `q` is refused, or undefined. */
export function imageQualityProblem(q: unknown): string | undefined {
  return isOneOf(ALLOWED_IMAGE_QUALITIES, q)
    ? undefined
    : `q must be one of ${ALLOWED_IMAGE_QUALITIES.join(', ')}`;
}

/** The smallest allowed width at least `requested` (so the browser scales down, never up), else the largest. */
export function allowedImageWidth(requested: number): number {
  if (Number.isNaN(requested)) return ALLOWED_IMAGE_WIDTHS[0];
  return (
    ALLOWED_IMAGE_WIDTHS.find((w) => w >= requested) ?? ALLOWED_IMAGE_WIDTHS[ALLOWED_IMAGE_WIDTHS.length - 1]
  );
}

/** The allowed quality nearest to `requested` (the finer one on a tie). */
export function allowedImageQuality(requested: number): number {
  return ALLOWED_IMAGE_QUALITIES.reduce((best, q) =>
    Math.abs(q - requested) <= Math.abs(best - requested) ? q : best,
  );
}

/** How far a requested shape may be from one of IMAGE_ASPECT_RATIOS and still count as it. */
const RATIO_TOLERANCE = 0.01;

/**
 * The allowed box for a requested `width` x `height`: the width moved up to an allowed one, and
 * the height kept in proportion when that box is allowed (a storefront crop, or a card height).
 * When no allowed box has the requested shape, the height is dropped: the image comes at its own
 * shape and the page's CSS (object-fit) places it in its box.
 */
export function allowedImageBox(width: number, height?: number): { width: number; height?: number } {
  const w = allowedImageWidth(width);
  if (height === undefined || !(height > 0) || !(width > 0)) return { width: w };
  const shape = width / height;
  const ratio = IMAGE_ASPECT_RATIOS.find((r) => Math.abs(shape - r) <= r * RATIO_TOLERANCE);
  if (ratio !== undefined) return { width: w, height: heightAt(w, ratio) };
  const scaled = Math.round((height * w) / width);
  return ALLOWED_IMAGE_HEIGHTS.includes(scaled) ? { width: w, height: scaled } : { width: w };
}
