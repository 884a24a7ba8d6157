/**
 * How much one charity search may ask and work through, so a search costs about the same against
 * the seed's 300 charities and the registry's 1.5 million (docs/decisions.md, 'Charity search').
 */

/** Relevance ranks only this many matches, and counting stops just past it. */
export const CHARITY_SEARCH_CANDIDATE_LIMIT = 500;

/** A page is at most this many charities. */
export const CHARITY_SEARCH_MAX_TAKE = 50;

/** Paging reaches at most this far: further, a shopper narrows the search instead. */
export const CHARITY_SEARCH_MAX_SKIP = 500;

/** The longest name text a search takes, and the most words of it used. */
export const CHARITY_SEARCH_MAX_WORDS_LENGTH = 100;
export const CHARITY_SEARCH_MAX_WORDS = 6;

/** The most tax ids one search-by-eins names. */
export const MAX_EINS_PER_LOOKUP = 50;
