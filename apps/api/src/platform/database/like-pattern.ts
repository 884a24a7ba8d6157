/**
 * Makes user text literal inside a LIKE/ILIKE pattern: `%`, `_` and the escape character itself
 * would otherwise be wildcards, so a search for "50%" or "a_b" would match far more than typed (and
 * "%%%%" would scan everything). PostgreSQL's default escape character is the backslash.
 */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Pattern matching values that start with the text, taken literally. */
export function startsWithPattern(text: string): string {
  return `${escapeLikePattern(text)}%`;
}

/** Pattern matching values that contain the text, taken literally. */
export function containsPattern(text: string): string {
  return `%${escapeLikePattern(text)}%`;
}
