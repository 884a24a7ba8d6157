import {
  INVALID_ANALYTICS_INTEGRATION_MESSAGE,
  isSupportedAnalyticsIntegration,
} from './analytics-integration';

describe('isSupportedAnalyticsIntegration (SPEC §5)', () => {
  it.each([
    ['gtm', true],
    ['GTM', false],
    [' gtm', false],
    ['', false],
    ['ga4', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%p → %p', (type, expected) => {
    expect(isSupportedAnalyticsIntegration(type)).toBe(expected);
  });

  it("has SPEC §8's message", () => {
    expect(INVALID_ANALYTICS_INTEGRATION_MESSAGE).toBe('Invalid analytics integration.');
  });
});
