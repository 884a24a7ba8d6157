import { formatDeliveryDate } from '@shop/catalog';
import { estimateDeliveryDay, type DeliveryLeadTime } from './delivery-estimate';

const denver: DeliveryLeadTime = {
  timeZone: 'America/Denver',
  cutoffHour: 14,
  processingDays: 1,
  transitDays: 1,
};

function estimate(isoInstant: string, lead: DeliveryLeadTime = denver): string {
  return formatDeliveryDate(estimateDeliveryDay(new Date(isoInstant), lead));
}

describe('estimateDeliveryDay', () => {
  it('counts processing and transit from today before the cut-off', () => {
    // Tuesday 2025-11-18, 09:00 in Denver.
    expect(estimate('2025-11-18T16:00:00Z')).toBe('Thursday, November 20');
  });

  it('skips the weekend', () => {
    // Thursday 2025-11-20, 09:00 in Denver: Friday is processing, Monday is delivery.
    expect(estimate('2025-11-20T16:00:00Z')).toBe('Monday, November 24');
  });

  it('starts a day later at and after the cut-off hour', () => {
    // Thursday 13:59 and 14:00 in Denver.
    expect(estimate('2025-11-20T20:59:00Z')).toBe('Monday, November 24');
    expect(estimate('2025-11-20T21:00:00Z')).toBe('Tuesday, November 25');
  });

  it('treats a weekend order as received on Monday, whatever the hour', () => {
    expect(estimate('2025-11-22T15:00:00Z')).toBe('Wednesday, November 26');
    expect(estimate('2025-11-23T23:00:00Z')).toBe('Wednesday, November 26');
  });

  it("reads the day and hour on the warehouse's clock, not UTC", () => {
    const lateCutoff = { ...denver, cutoffHour: 20 };
    // 01:00 UTC on Wednesday is Tuesday 18:00 in Denver: still before a 20:00 cut-off.
    expect(estimate('2025-11-19T01:00:00Z', lateCutoff)).toBe('Thursday, November 20');
    // 01:00 UTC on Saturday is Friday 18:00 in Denver: a weekday order, not a weekend one.
    expect(estimate('2025-11-22T01:00:00Z', lateCutoff)).toBe('Tuesday, November 25');
  });

  it('adds longer transit for far destinations', () => {
    expect(estimate('2025-11-18T16:00:00Z', { ...denver, transitDays: 5 })).toBe('Wednesday, November 26');
  });
});
