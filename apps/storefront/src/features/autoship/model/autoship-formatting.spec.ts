import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import {
  autoshipChangeFailure,
  autoshipsPageTitle,
  autoshipWeightLabel,
  cancelReasonLabel,
  formatAutoshipDate,
  frequencyLabel,
  todayUtc,
} from './autoship-formatting';

describe('autoship formatting', () => {
  it("names the page 'My Subscriptions' on the consumer site and 'My Autoships' on the staff site", () => {
    expect(autoshipsPageTitle(false)).toBe('My Subscriptions');
    expect(autoshipsPageTitle(true)).toBe('My Autoships');
  });

  it('shows a calendar day as written, whatever the time zone', () => {
    expect(formatAutoshipDate('2026-12-01')).toBe('December 1, 2026');
    expect(todayUtc(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  });

  it('says the frequency in weeks when whole weeks, else in days', () => {
    expect(frequencyLabel(7)).toBe('Every week');
    expect(frequencyLabel(28)).toBe('Every 4 weeks');
    expect(frequencyLabel(45)).toBe('Every 45 days');
  });

  it("gives the variant's weight with its unit, lbs by default, and nothing when unknown", () => {
    expect(autoshipWeightLabel({ weight: 15, weightUnit: 'lbs' })).toBe('15 lbs');
    expect(autoshipWeightLabel({ weight: 3, weightUnit: null })).toBe('3 lbs');
    expect(autoshipWeightLabel({ weight: null, weightUnit: null })).toBeNull();
  });

  it("labels cancel reasons with libs/cart's wording", () => {
    expect(cancelReasonLabel('TOO_MUCH_FOOD')).toBe('I have too much food');
  });

  it('puts a busy subscription and a vanished one in words, and marks the vanished one for a refresh', () => {
    expect(autoshipChangeFailure(new ApiError(409, 'SUBSCRIPTION_BUSY', 'x'))).toEqual({
      message: 'This autoship was being changed at the same moment. Please try again.',
      gone: false,
    });
    expect(autoshipChangeFailure(new ApiError(404, 'SUBSCRIPTION_NOT_FOUND', 'x')).gone).toBe(true);
    expect(
      autoshipChangeFailure(new ApiError(409, 'SUBSCRIPTION_PAUSED', 'This subscription is paused')).message,
    ).toBe('This subscription is paused');
  });
});
