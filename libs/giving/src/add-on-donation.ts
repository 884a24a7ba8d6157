/**
 * The most one add-on donation (campaign 4) may be: $249, the cap the large giving providers apply
 * to a donation taken with a purchase (above it a gift needs its own receipt and checks).
 */
export const ADD_ON_DONATION_MAX_CENTS = 24_900;

/** The least: a dollar, so a slip of the finger never charges a card for a few cents. */
export const ADD_ON_DONATION_MIN_CENTS = 100;

/** The amounts the cart offers with one click ("Add $5"). */
export const ADD_ON_DONATION_PRESETS_CENTS = [100, 500, 1000] as const;

export type AddOnDonationRefusal = 'ADD_ON_NOT_WHOLE_CENTS' | 'ADD_ON_BELOW_MINIMUM' | 'ADD_ON_ABOVE_MAXIMUM';

/**
 * Why an add-on donation of `cents` cannot be taken, or null when it can: whole cents, at least
 * ADD_ON_DONATION_MIN_CENTS, at most ADD_ON_DONATION_MAX_CENTS per donation. The cart refuses the
 * line with this code and addOnRefusalMessage's words.
 */
export function addOnDonationRefusal(cents: number): AddOnDonationRefusal | null {
  if (!Number.isSafeInteger(cents)) return 'ADD_ON_NOT_WHOLE_CENTS';
  if (cents < ADD_ON_DONATION_MIN_CENTS) return 'ADD_ON_BELOW_MINIMUM';
  if (cents > ADD_ON_DONATION_MAX_CENTS) return 'ADD_ON_ABOVE_MAXIMUM';
  return null;
}

/** What a shopper reads for a refusal. */
export function addOnRefusalMessage(refusal: AddOnDonationRefusal): string {
  switch (refusal) {
    case 'ADD_ON_NOT_WHOLE_CENTS':
      return 'A donation is an amount in dollars and cents';
    case 'ADD_ON_BELOW_MINIMUM':
      return `A donation is at least $${ADD_ON_DONATION_MIN_CENTS / 100}`;
    case 'ADD_ON_ABOVE_MAXIMUM':
      return `A donation is at most $${ADD_ON_DONATION_MAX_CENTS / 100}`;
  }
}

/**
 * An add-on taken to the nearest amount the cart accepts: below the minimum to the minimum, above
 * the cap to the cap (the cart's amount field, which corrects rather than refuses as the shopper types).
 */
export function clampAddOnDonationCents(cents: number): number {
  if (!Number.isFinite(cents)) return ADD_ON_DONATION_MIN_CENTS;
  return Math.min(ADD_ON_DONATION_MAX_CENTS, Math.max(ADD_ON_DONATION_MIN_CENTS, Math.round(cents)));
}
