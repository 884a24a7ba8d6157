/** SPEC §3 palette: the colours an operator may give a content block's background or copy. */
export const CONTENT_PALETTE = [
  'white',
  'blue',
  'light-blue',
  'dark-blue',
  'gray',
  'light-gray',
  'dark-gray',
  'transparent',
] as const;
export type ContentColor = (typeof CONTENT_PALETTE)[number];

/**
 * A palette name as editors may spell it ('Light Blue', 'light_blue', 'lightBlue') in the
 * canonical dashed form, or null for anything outside the palette.
 */
export function normalizePaletteColor(value: string | null | undefined): ContentColor | null {
  if (!value) return null;
  const dashed = value
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/grey/g, 'gray');
  return (CONTENT_PALETTE as readonly string[]).includes(dashed) ? (dashed as ContentColor) : null;
}
