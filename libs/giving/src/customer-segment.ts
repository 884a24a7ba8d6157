import { DONATION_TYPES, type DonationRule, MAX_CAUSE_MULTIPLIER, donationRuleOf } from './donation-rule';

/** SPEC §3 frontEndSource: where the storefront reads a segment's property. */
export const SEGMENT_SOURCES = { window: 0, dataLayer: 1, scriptUrlParam: 2 } as const;
export type SegmentSource = (typeof SEGMENT_SOURCES)[keyof typeof SEGMENT_SOURCES];

/** SPEC §3 valueCategory: 0 the property is empty, 1 it is present, 2 (and default) it equals one of the values. */
export const SEGMENT_VALUE_CATEGORIES = { empty: 0, present: 1, specified: 2 } as const;

/**
 * What a segment does to the donation: keep the store's rule, give a percentage (the value in
 * percent), a flat amount (the value in dollars), or multiply the rule (the value is the factor).
 * SPEC §3 names donationAction and donationActionValue without their values; these are ours, in
 * the OpenAPI document.
 */
export const SEGMENT_DONATION_ACTIONS = { none: 0, percentage: 1, flat: 2, multiply: 3 } as const;

/** A customer segment (SPEC §3), as the store configuration carries it. */
export interface CustomerSegment {
  id: string;
  isActive: boolean;
  excludeSegment: boolean;
  frontEndPropertyName: string;
  frontEndSource: number;
  priorityIndex: number;
  valueCategory: number;
  specifiedValues: readonly string[];
  donationAction: number;
  /** Percent, dollars or factor (see SEGMENT_DONATION_ACTIONS), to two decimals. */
  donationActionValue: number;
}

/** Reads a segment's property where the storefront finds it (window, data layer, script URL). */
export type SegmentPropertyReader = (source: SegmentSource, name: string) => unknown;

/**
 * The shopper's segment: the active segment of lowest priorityIndex (then id) whose property
 * matches its valueCategory, or null. Empty means absent, null or blank text; a specified value
 * compares as trimmed text, so a number 3 in a data layer matches '3'.
 */
export function matchCustomerSegment(
  segments: readonly CustomerSegment[],
  read: SegmentPropertyReader,
): CustomerSegment | null {
  const ordered = segments
    .filter((segment) => segment.isActive)
    .sort((a, b) => a.priorityIndex - b.priorityIndex || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return (
    ordered.find((segment) => matches(segment, read(sourceOf(segment), segment.frontEndPropertyName))) ?? null
  );
}

function sourceOf(segment: CustomerSegment): SegmentSource {
  return segment.frontEndSource === 1 || segment.frontEndSource === 2 ? segment.frontEndSource : 0;
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function matches(segment: CustomerSegment, value: unknown): boolean {
  const text = textOf(value);
  switch (segment.valueCategory) {
    case SEGMENT_VALUE_CATEGORIES.empty:
      return text === '';
    case SEGMENT_VALUE_CATEGORIES.present:
      return text !== '';
    default:
      return text !== '' && segment.specifiedValues.some((specified) => specified.trim() === text);
  }
}

/** The donation a segment leads to: null when it excludes, else the rule and multiplier to use. */
export interface SegmentDonation {
  rule: DonationRule;
  multiplier: number;
}

/**
 * How a segment changes the store's donation: an excluding segment gives nothing (null); otherwise
 * its action replaces the rule or multiplies the cause's multiplier (capped at MAX_CAUSE_MULTIPLIER).
 * No segment keeps the store's rule and the cause's multiplier.
 */
export function segmentDonation(
  segment: CustomerSegment | null,
  storeRule: DonationRule,
  causeMultiplier: number,
): SegmentDonation | null {
  if (!segment) return { rule: storeRule, multiplier: causeMultiplier };
  if (segment.excludeSegment) return null;
  const hundredths = Math.round(segment.donationActionValue * 100);
  switch (segment.donationAction) {
    case SEGMENT_DONATION_ACTIONS.percentage:
      return { rule: donationRuleOf(DONATION_TYPES.percentage, hundredths), multiplier: causeMultiplier };
    case SEGMENT_DONATION_ACTIONS.flat:
      return { rule: donationRuleOf(DONATION_TYPES.flat, hundredths), multiplier: causeMultiplier };
    case SEGMENT_DONATION_ACTIONS.multiply:
      return {
        rule: storeRule,
        multiplier: Math.min(
          MAX_CAUSE_MULTIPLIER,
          Math.max(0, causeMultiplier * segment.donationActionValue),
        ),
      };
    default:
      return { rule: storeRule, multiplier: causeMultiplier };
  }
}
