import {
  CHARITY_SEARCH_DEFAULTS,
  DONATION_KEY,
  EVENT_POLL_INTERVAL_MS,
  GIVING_CURRENCY,
  STORE_LOAD_POLL_MS,
  STORE_LOAD_TIMEOUT_MS,
} from './giving-constants';

it('matches the giving constants of SPEC §9', () => {
  expect(CHARITY_SEARCH_DEFAULTS).toEqual({ take: 25, skip: 0, categoryId: '3' });
  expect(STORE_LOAD_TIMEOUT_MS).toBe(5000);
  expect(STORE_LOAD_POLL_MS).toBe(100);
  expect(EVENT_POLL_INTERVAL_MS).toBe(5000);
  expect(DONATION_KEY).toBe('sgdonation');
  expect(GIVING_CURRENCY).toBe('USD');
});
