/**
 * Viewport breakpoints of SPEC §9 in pixels (min-width). Exported for code that must branch on
 * width (media-query hooks, image sizes); CSS repeats the same literal values in its media queries.
 */
export const BREAKPOINTS = {
  xs: 0,
  sm: 480,
  md: 768,
  lg: 960,
  xl: 1280,
  xxl: 1440,
} as const;

/** One of the named breakpoints. */
export type Breakpoint = keyof typeof BREAKPOINTS;

/** A `min-width` media query for a named breakpoint, so code never re-types the pixel values. */
export function mediaQueryFrom(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`;
}
