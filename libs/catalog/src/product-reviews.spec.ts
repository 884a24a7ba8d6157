import {
  isReviewRating,
  ratingFillPercent,
  ratingHistogram,
  ratingSummaryText,
  roundedRatingAverage,
} from './product-reviews';

describe('isReviewRating', () => {
  it.each([
    [1, true],
    [5, true],
    [3, true],
    [0, false],
    [6, false],
    [4.5, false],
    [-1, false],
    [Number.NaN, false],
    ['5', false],
    [null, false],
  ])('%p is a rating: %p', (value, expected) => {
    expect(isReviewRating(value)).toBe(expected);
  });
});

describe('roundedRatingAverage', () => {
  it.each([
    [0, 0, 0],
    [5, 1, 5],
    [9, 2, 4.5],
    [14, 3, 4.7],
    [106, 23, 4.6],
    [13, 3, 4.3],
  ])('sum %i of %i ratings averages %p', (sum, count, expected) => {
    expect(roundedRatingAverage(sum, count)).toBe(expected);
  });
});

describe('ratingHistogram', () => {
  it('lists every star from five down, with 0 for stars nobody gave', () => {
    expect(
      ratingHistogram([
        { rating: 1, count: 2 },
        { rating: 5, count: 7 },
      ]),
    ).toEqual([
      { rating: 5, count: 7 },
      { rating: 4, count: 0 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 2 },
    ]);
  });
});

describe('ratingSummaryText', () => {
  it.each([
    [4.6, 23, '4.6 out of 5, 23 reviews'],
    [5, 1, '5.0 out of 5, 1 review'],
    [0, 0, '0.0 out of 5, 0 reviews'],
  ])('%p with %i reviews says %p', (average, count, expected) => {
    expect(ratingSummaryText(average, count)).toBe(expected);
  });
});

describe('ratingFillPercent', () => {
  it.each([
    [0, 0],
    [2.5, 50],
    [4.6, 92],
    [5, 100],
    [7, 100],
    [-1, 0],
  ])('%p stars fill %p percent', (average, expected) => {
    expect(ratingFillPercent(average)).toBe(expected);
  });
});
