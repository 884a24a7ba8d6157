import { type GivingWidgetVisibilityInput, shouldShowGivingWidget } from './giving-widget-visibility';

describe('shouldShowGivingWidget', () => {
  it.each<[string, GivingWidgetVisibilityInput, boolean]>([
    [
      'cart, online purchase, donation 100 cents',
      { segmentExcluded: false, activeCampaignTypes: [1], donationCents: 100, context: 'cart' },
      true,
    ],
    [
      'cart, online purchase, donation 1 cent',
      { segmentExcluded: false, activeCampaignTypes: [1], donationCents: 1, context: 'cart' },
      true,
    ],
    [
      'cart, online purchase, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [1], donationCents: 0, context: 'cart' },
      false,
    ],
    [
      'cart, no campaign, donation 500 cents',
      { segmentExcluded: false, activeCampaignTypes: [], donationCents: 500, context: 'cart' },
      false,
    ],
    [
      'cart, add-on, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [4], donationCents: 0, context: 'cart' },
      true,
    ],
    [
      'cart, round-up, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [3], donationCents: 0, context: 'cart' },
      true,
    ],
    [
      'cart, online purchase + add-on, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [1, 4], donationCents: 0, context: 'cart' },
      true,
    ],
    [
      'cart, other campaigns only',
      { segmentExcluded: false, activeCampaignTypes: [2, 5, 6, 7], donationCents: 500, context: 'cart' },
      false,
    ],
    [
      'cart, excluded segment',
      { segmentExcluded: true, activeCampaignTypes: [1, 3, 4], donationCents: 500, context: 'cart' },
      false,
    ],
    [
      'product, online purchase, donation 100 cents',
      { segmentExcluded: false, activeCampaignTypes: [1], donationCents: 100, context: 'product' },
      true,
    ],
    [
      'product, online purchase, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [1], donationCents: 0, context: 'product' },
      false,
    ],
    [
      'product, add-on, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [4], donationCents: 0, context: 'product' },
      false,
    ],
    [
      'product, round-up, donation 0 cents',
      { segmentExcluded: false, activeCampaignTypes: [3], donationCents: 0, context: 'product' },
      false,
    ],
    [
      'product, add-on only, donation 500 cents',
      { segmentExcluded: false, activeCampaignTypes: [4], donationCents: 500, context: 'product' },
      false,
    ],
    [
      'product, excluded segment',
      { segmentExcluded: true, activeCampaignTypes: [1], donationCents: 500, context: 'product' },
      false,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(shouldShowGivingWidget(input)).toBe(expected);
  });
});
