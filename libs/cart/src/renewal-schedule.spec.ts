import {
  isRenewalReminderDue,
  nextRenewalDate,
  renewalDayOf,
  renewalReminderWindow,
} from './renewal-schedule';

describe('nextRenewalDate', () => {
  it('moves the date one frequency on from the period, also when the renewal ran late', () => {
    expect(nextRenewalDate('2026-03-10', 28, '2026-03-10')).toBe('2026-04-07');
    expect(nextRenewalDate('2026-03-10', 28, '2026-03-13')).toBe('2026-04-07');
    expect(nextRenewalDate('2026-12-20', 14, '2026-12-20')).toBe('2027-01-03');
    expect(nextRenewalDate('2028-02-01', 28, '2028-02-01')).toBe('2028-02-29');
  });

  it('skips whole periods already past, to the first day after today, never a burst of orders', () => {
    expect(nextRenewalDate('2026-01-01', 28, '2026-03-15')).toBe('2026-03-26');
    // One frequency later lands exactly on today: still past, one more period.
    expect(nextRenewalDate('2026-01-01', 28, '2026-01-29')).toBe('2026-02-26');
    expect(nextRenewalDate('2026-01-01', 1, '2026-01-05')).toBe('2026-01-06');
  });

  it('always answers a date after today and on the rhythm of the period', () => {
    for (const frequency of [1, 7, 14, 28, 56])
      for (let late = 0; late < 200; late += 7) {
        const today = new Date(Date.parse('2026-05-01') + late * 86_400_000).toISOString().slice(0, 10);
        const next = nextRenewalDate('2026-05-01', frequency, today);
        expect(next > today).toBe(true);
        expect(((Date.parse(next) - Date.parse('2026-05-01')) / 86_400_000) % frequency).toBe(0);
      }
  });

  it('refuses a bad date or frequency', () => {
    expect(() => nextRenewalDate('2026-3-10', 28, '2026-03-10')).toThrow(RangeError);
    expect(() => nextRenewalDate('2026-03-10', 0, '2026-03-10')).toThrow(RangeError);
    expect(() => nextRenewalDate('2026-03-10', 28, 'today')).toThrow(RangeError);
  });
});

describe('renewal reminders', () => {
  const base = { today: '2026-03-10', reminderDays: 3, remindedFor: null };

  it('is due from reminderDays before the renewal to the day before, not on the day', () => {
    expect(isRenewalReminderDue({ ...base, nextOrderDate: '2026-03-14' })).toBe(false);
    expect(isRenewalReminderDue({ ...base, nextOrderDate: '2026-03-13' })).toBe(true);
    expect(isRenewalReminderDue({ ...base, nextOrderDate: '2026-03-11' })).toBe(true);
    expect(isRenewalReminderDue({ ...base, nextOrderDate: '2026-03-10' })).toBe(false);
  });

  it('goes once per period, and not at all with reminderDays 0', () => {
    expect(isRenewalReminderDue({ ...base, nextOrderDate: '2026-03-12', remindedFor: '2026-03-12' })).toBe(
      false,
    );
    expect(isRenewalReminderDue({ ...base, nextOrderDate: '2026-03-12', remindedFor: '2026-02-12' })).toBe(
      true,
    );
    expect(isRenewalReminderDue({ ...base, reminderDays: 0, nextOrderDate: '2026-03-11' })).toBe(false);
  });

  it('gives the window of next order dates the job reminds today', () => {
    expect(renewalReminderWindow('2026-03-30', 3)).toEqual({ from: '2026-03-31', to: '2026-04-02' });
    expect(renewalDayOf(new Date('2026-03-30T23:59:59Z'))).toBe('2026-03-30');
  });
});
