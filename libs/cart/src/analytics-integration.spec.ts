import {
  analyticsIntegration,
  INVALID_ANALYTICS_INTEGRATION_MESSAGE,
  InvalidAnalyticsIntegrationError,
} from './analytics-integration';

describe('analyticsIntegration (SPEC §5, §8)', () => {
  it("accepts 'gtm'", () => {
    expect(analyticsIntegration('gtm')).toBe('gtm');
  });

  it.each([
    [''],
    ['GTM'],
    [' gtm'],
    ['gtm '],
    ['ga4'],
    ['segment'],
    [null],
    [undefined],
    [42],
    [{}],
    [['gtm']],
  ])('refuses %p with the SPEC message, a 400 status and a stable code', (value) => {
    expect(() => analyticsIntegration(value)).toThrow(InvalidAnalyticsIntegrationError);
    try {
      analyticsIntegration(value);
    } catch (error) {
      expect(error).toMatchObject({
        message: 'Invalid analytics integration.',
        status: 400,
        code: 'INVALID_ANALYTICS_INTEGRATION',
      });
    }
  });

  it('words the error as SPEC §8 does', () => {
    expect(INVALID_ANALYTICS_INTEGRATION_MESSAGE).toBe('Invalid analytics integration.');
  });
});
