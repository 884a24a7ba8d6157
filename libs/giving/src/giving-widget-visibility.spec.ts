import { type GivingWidgetVisibilityInput, shouldShowGivingWidget } from './giving-widget-visibility';

describe('shouldShowGivingWidget', () => {
  it.each<[string, GivingWidgetVisibilityInput, boolean]>([
    [
      'cart, online purchase, donation 1',
      { segmentExcluded: false, activeCampaignTypes: [1], donation: 1, context: 'cart' },
      true,
    ],
    [
      'cart, online purchase, donation 0.01',
      { segmentExcluded: false, activeCampaignTypes: [1], donation: 0.01, context: 'cart' },
      true,
    ],
    [
      'cart, online purchase, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [1], donation: 0, context: 'cart' },
      false,
    ],
    [
      'cart, no campaign, donation 5',
      { segmentExcluded: false, activeCampaignTypes: [], donation: 5, context: 'cart' },
      false,
    ],
    [
      'cart, add-on, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [4], donation: 0, context: 'cart' },
      true,
    ],
    [
      'cart, round-up, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [3], donation: 0, context: 'cart' },
      true,
    ],
    [
      'cart, online purchase + add-on, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [1, 4], donation: 0, context: 'cart' },
      true,
    ],
    [
      'cart, other campaigns only',
      { segmentExcluded: false, activeCampaignTypes: [2, 5, 6, 7], donation: 5, context: 'cart' },
      false,
    ],
    [
      'cart, excluded segment',
      { segmentExcluded: true, activeCampaignTypes: [1, 3, 4], donation: 5, context: 'cart' },
      false,
    ],
    [
      'product, online purchase, donation 1',
      { segmentExcluded: false, activeCampaignTypes: [1], donation: 1, context: 'product' },
      true,
    ],
    [
      'product, online purchase, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [1], donation: 0, context: 'product' },
      false,
    ],
    [
      'product, add-on, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [4], donation: 0, context: 'product' },
      false,
    ],
    [
      'product, round-up, donation 0',
      { segmentExcluded: false, activeCampaignTypes: [3], donation: 0, context: 'product' },
      false,
    ],
    [
      'product, add-on only, donation 5',
      { segmentExcluded: false, activeCampaignTypes: [4], donation: 5, context: 'product' },
      false,
    ],
    [
      'product, excluded segment',
      { segmentExcluded: true, activeCampaignTypes: [1], donation: 5, context: 'product' },
      false,
    ],
  ])('%s → %s', (_name, input, expected) => {
    expect(shouldShowGivingWidget(input)).toBe(expected);
  });
});
