import { normalizePaletteColor, type ContentColor } from '@shop/catalog';

/** Dark backgrounds: with no readable copy colour given, text on them turns white. */
const DARK: ReadonlySet<ContentColor> = new Set(['blue', 'dark-blue', 'gray', 'dark-gray']);

/**
 * The class names that colour a block from the palette (tokens live in palette.css). An unknown
 * background is treated as transparent; a copy colour equal to the background (unreadable) or
 * unknown falls back to the readable default for that background.
 */
export function paletteClasses(
  background: string | null | undefined,
  copy: string | null | undefined,
): string[] {
  const bg = normalizePaletteColor(background) ?? 'transparent';
  const requested = normalizePaletteColor(copy);
  const readable = requested && requested !== bg && requested !== 'transparent' ? requested : null;
  const text = readable ?? (DARK.has(bg) ? 'white' : 'dark-gray');
  return [`palette-bg--${bg}`, `palette-copy--${text}`];
}
