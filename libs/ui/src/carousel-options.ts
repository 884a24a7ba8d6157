/** Slides per view from a minimum viewport width upwards (Swiper-style breakpoints). */
export interface SlidesPerViewBreakpoint {
  minWidth: number;
  slidesPerView: number;
}

/**
 * SPEC §9 product card carousel: autoplay every 5000 ms, 12 px between cards, and 1, 2, 2.5 or 3
 * cards per view from viewport widths 0, 780, 960 and 1200.
 */
export const PRODUCT_CAROUSEL = {
  autoplayDelayMs: 5000,
  spaceBetween: 12,
  breakpoints: [
    { minWidth: 0, slidesPerView: 1 },
    { minWidth: 780, slidesPerView: 2 },
    { minWidth: 960, slidesPerView: 2.5 },
    { minWidth: 1200, slidesPerView: 3 },
  ] as readonly SlidesPerViewBreakpoint[],
  /** From this width the carousel counts as 'wide' for the loop rule (the 3-per-view breakpoint). */
  wideMinWidth: 1200,
  /** On wide screens a carousel with fewer items than this does not loop. */
  minItemsToLoopWide: 3,
} as const;

/** SPEC §9 content carousel wrapper defaults: 16 px apart, one slide per view, no loop, no autoplay. */
export const CONTENT_CAROUSEL_DEFAULTS = {
  spaceBetween: 16,
  slidesPerView: 1,
  loop: false,
  autoplayDelayMs: null,
} as const;

/** The slides per view in force at `width`: the entry with the largest minWidth not above it. */
export function slidesPerViewAt(breakpoints: readonly SlidesPerViewBreakpoint[], width: number): number {
  let perView = 1;
  let bestMin = -Infinity;
  for (const { minWidth, slidesPerView } of breakpoints) {
    if (minWidth <= width && minWidth > bestMin) {
      bestMin = minWidth;
      perView = slidesPerView;
    }
  }
  return perView;
}

/** SPEC §9: the product carousel loops, except on wide screens when it has fewer than 3 items. */
export function productCarouselLoops(itemCount: number, isWide: boolean): boolean {
  return !(isWide && itemCount < PRODUCT_CAROUSEL.minItemsToLoopWide);
}

/**
 * The last index a view can start at: with 2.5 slides per view, 5 items end at start 3 (the
 * browser clamps the scroll so the last slide sits flush right). 0 when everything fits.
 */
export function lastStartIndex(itemCount: number, slidesPerView: number): number {
  return Math.max(0, Math.ceil(itemCount - slidesPerView));
}

/** The start index after 'next': wraps to the first when looping, otherwise stays at the end. */
export function nextStartIndex(current: number, last: number, loop: boolean): number {
  if (current < last) return current + 1;
  return loop ? 0 : last;
}

/** The start index after 'previous': wraps to the end when looping, otherwise stays at the start. */
export function previousStartIndex(current: number, last: number, loop: boolean): number {
  if (current > 0) return Math.min(current - 1, last);
  return loop ? last : 0;
}
