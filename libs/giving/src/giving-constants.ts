/** Default charity search: first page of 25 in category 3 (animal protection), this shop's focus. */
export const CHARITY_SEARCH_DEFAULTS = { take: 25, skip: 0, categoryId: '3' } as const;

/** How long to wait for the giving store before giving up and hiding the widget. */
export const STORE_LOAD_TIMEOUT_MS = 5000;

/** How often to check whether the giving store has loaded while waiting. */
export const STORE_LOAD_POLL_MS = 100;

/** How often queued clickstream events are sent to the provider. */
export const EVENT_POLL_INTERVAL_MS = 5000;

/** Key under which the donation is stored and passed on (cart attribute, storage). */
export const DONATION_KEY = 'sgdonation';

/** Giving amounts are in US dollars only. */
export const GIVING_CURRENCY = 'USD';
