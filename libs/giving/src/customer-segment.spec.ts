import {
  type CustomerSegment,
  matchCustomerSegment,
  SEGMENT_DONATION_ACTIONS,
  segmentDonation,
  type SegmentSource,
} from './customer-segment';
import type { DonationRule } from './donation-rule';

const segment = (id: string, extra: Partial<CustomerSegment> = {}): CustomerSegment => ({
  id,
  isActive: true,
  excludeSegment: false,
  frontEndPropertyName: 'loyalty',
  frontEndSource: 0,
  priorityIndex: 1,
  valueCategory: 2,
  specifiedValues: ['gold'],
  donationAction: 0,
  donationActionValue: 0,
  ...extra,
});
const reader =
  (values: Partial<Record<SegmentSource, Record<string, unknown>>>) =>
  (source: SegmentSource, name: string) =>
    values[source]?.[name];

describe('matchCustomerSegment', () => {
  it.each<[string, CustomerSegment[], Parameters<typeof reader>[0], string | null]>([
    ['a specified value', [segment('s1')], { 0: { loyalty: 'gold' } }, 's1'],
    ['a specified value, trimmed', [segment('s1')], { 0: { loyalty: ' gold ' } }, 's1'],
    ['another value', [segment('s1')], { 0: { loyalty: 'silver' } }, null],
    ['no value against a specified one', [segment('s1')], {}, null],
    ['a number as text', [segment('s1', { specifiedValues: ['3'] })], { 0: { loyalty: 3 } }, 's1'],
    ['empty: absent', [segment('s1', { valueCategory: 0 })], {}, 's1'],
    ['empty: blank', [segment('s1', { valueCategory: 0 })], { 0: { loyalty: '  ' } }, 's1'],
    ['empty: present is no match', [segment('s1', { valueCategory: 0 })], { 0: { loyalty: 'x' } }, null],
    ['present', [segment('s1', { valueCategory: 1 })], { 0: { loyalty: 'x' } }, 's1'],
    ['present: absent is no match', [segment('s1', { valueCategory: 1 })], {}, null],
    [
      'an unknown category compares values',
      [segment('s1', { valueCategory: 9 })],
      { 0: { loyalty: 'gold' } },
      's1',
    ],
    ['the data layer', [segment('s1', { frontEndSource: 1 })], { 1: { loyalty: 'gold' } }, 's1'],
    [
      'the data layer, not the window',
      [segment('s1', { frontEndSource: 1 })],
      { 0: { loyalty: 'gold' } },
      null,
    ],
    ['the script URL', [segment('s1', { frontEndSource: 2 })], { 2: { loyalty: 'gold' } }, 's1'],
    [
      'an inactive segment never matches',
      [segment('s1', { isActive: false })],
      { 0: { loyalty: 'gold' } },
      null,
    ],
    [
      'the lowest priority index first',
      [segment('b', { priorityIndex: 2, valueCategory: 1 }), segment('a', { priorityIndex: 1 })],
      { 0: { loyalty: 'gold' } },
      'a',
    ],
    [
      'then the id',
      [segment('b', { valueCategory: 1 }), segment('a', { valueCategory: 1 })],
      { 0: { loyalty: 'x' } },
      'a',
    ],
  ])('%s', (_name, segments, values, expected) => {
    expect(matchCustomerSegment(segments, reader(values))?.id ?? null).toBe(expected);
  });
});

describe('segmentDonation', () => {
  const store: DonationRule = { type: 'percentage', basisPoints: 500 };

  it('keeps the store rule and the multiplier without a segment', () => {
    expect(segmentDonation(null, store, 1.5)).toEqual({ rule: store, multiplier: 1.5 });
  });

  it('gives nothing for an excluding segment', () => {
    expect(segmentDonation(segment('s', { excludeSegment: true }), store, 1)).toBeNull();
  });

  it.each<[number, number, ReturnType<typeof segmentDonation>]>([
    [SEGMENT_DONATION_ACTIONS.none, 7, { rule: store, multiplier: 1.5 }],
    [
      SEGMENT_DONATION_ACTIONS.percentage,
      7.5,
      { rule: { type: 'percentage', basisPoints: 750 }, multiplier: 1.5 },
    ],
    [SEGMENT_DONATION_ACTIONS.flat, 2, { rule: { type: 'flat', cents: 200 }, multiplier: 1.5 }],
    [SEGMENT_DONATION_ACTIONS.multiply, 2, { rule: store, multiplier: 3 }],
    [SEGMENT_DONATION_ACTIONS.multiply, 100, { rule: store, multiplier: 10 }],
    [42, 2, { rule: store, multiplier: 1.5 }],
  ])('action %p with value %p', (donationAction, donationActionValue, expected) => {
    expect(segmentDonation(segment('s', { donationAction, donationActionValue }), store, 1.5)).toEqual(
      expected,
    );
  });
});
