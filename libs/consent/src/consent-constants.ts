/** SPEC §9: the consent module asks for the privacy-manager API this often until the page has it. */
export const CONSENT_POLL_INTERVAL_MS = 250;

/**
 * SPEC §4: after the 'preferences submitted' message the consent module keeps re-reading the
 * privacy manager for this long, since a manager may post the message before it has stored the
 * new answer.
 */
export const FORCED_RECHECK_LIFETIME_MS = 1000;

/**
 * How long a choice holds before the shop asks again: six months, the period the French and
 * Spanish regulators recommend for re-asking (CNIL guidelines 2020, AEPD 2023).
 */
export const CONSENT_MAX_AGE_DAYS = 180;
export const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** The first-party cookie that remembers the choice (itself required storage). */
export const CONSENT_COOKIE = 'shopConsent';

/** A policy version: what `CONSENT_POLICY_VERSION` may be (it is written into the cookie). */
export const POLICY_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;
