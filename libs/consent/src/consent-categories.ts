/**
 * SPEC §3 Consent: three categories, each a boolean, all false until the privacy manager has
 * answered. `required` (the cart, the session, the ZIP, the choice itself) cannot be refused;
 * the shopper decides `functional` (reviews widget, video player, analytics) and `advertising`.
 */
export const CONSENT_CATEGORIES = ['required', 'functional', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The categories a shopper may turn on or off; scripts register under one of them. */
export const OPTIONAL_CONSENT_CATEGORIES = ['functional', 'advertising'] as const;
export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

export type ConsentState = Record<ConsentCategory, boolean>;

export const DEFAULT_CONSENT_STATE: Readonly<ConsentState> = Object.freeze({
  required: false,
  functional: false,
  advertising: false,
});

/** What the shopper decided about the optional categories. */
export type ConsentChoice = Record<OptionalConsentCategory, boolean>;

export const ACCEPT_ALL: Readonly<ConsentChoice> = Object.freeze({ functional: true, advertising: true });
export const DECLINE_ALL: Readonly<ConsentChoice> = Object.freeze({ functional: false, advertising: false });

export function isOptionalConsentCategory(value: unknown): value is OptionalConsentCategory {
  return (OPTIONAL_CONSENT_CATEGORIES as readonly unknown[]).includes(value);
}
