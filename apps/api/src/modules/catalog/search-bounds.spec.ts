import { boundedSearchTotal, SEARCH_CANDIDATE_LIMIT } from './search-bounds';

describe('boundedSearchTotal', () => {
  it.each([0, 1, SEARCH_CANDIDATE_LIMIT - 1, SEARCH_CANDIDATE_LIMIT])(
    '%i matches are counted exactly',
    (n) => {
      expect(boundedSearchTotal(n)).toEqual({ total: n, totalIsLowerBound: false });
    },
  );

  it.each([SEARCH_CANDIDATE_LIMIT + 1, 67_091])(
    '%i counted (the cap, or an uncapped count) is the limit, as a lower bound',
    (n) => {
      expect(boundedSearchTotal(n)).toEqual({ total: SEARCH_CANDIDATE_LIMIT, totalIsLowerBound: true });
    },
  );
});
