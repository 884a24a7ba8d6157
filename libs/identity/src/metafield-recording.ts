/** The part of a customer-update answer that decides whether its metafield was saved. */
export interface MetafieldUpdateResult {
  userErrors?: readonly unknown[] | null;
}

/**
 * SPEC §5 and §8: the storefront records a saved metafield (e.g. the persisted cart id) in its
 * profile only when the update answered without userErrors; an answer that carries any, or no
 * answer at all (the call failed), leaves the local profile as it was, so it never shows a value
 * the server refused.
 */
export function shouldRecordMetafield(result: MetafieldUpdateResult | null | undefined): boolean {
  if (!result) return false;
  return (result.userErrors ?? []).length === 0;
}
