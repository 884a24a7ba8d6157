/** Card descriptions are cut at this many characters (SPEC §2, §9). */
export const CARD_DESCRIPTION_MAX = 25;

/** Keeps cards the same height: the first `max` characters then '...'; text that fits is untouched. */
export function truncateDescription(text: string, max: number = CARD_DESCRIPTION_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
