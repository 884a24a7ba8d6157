import {
  fitsQuota,
  isQuotaReached,
  monthlyQuotaCentsFor,
  parseStaffMonthlyQuotas,
  quotaExceededMessage,
  quotaLeftCents,
  quotaMonthOf,
  quotaMonthStart,
  DEFAULT_STAFF_MONTHLY_QUOTAS,
} from './staff-monthly-quota';

describe('parseStaffMonthlyQuotas', () => {
  it.each([
    [
      'ZVET=500,ZSHL=500,ZUNV=250,*=300',
      [
        ['ZVET', 50000],
        ['ZSHL', 50000],
        ['ZUNV', 25000],
        ['*', 30000],
      ],
    ],
    [' ZVET = 500 ', 'error'],
    [
      'ZVET=500, *=250.5',
      [
        ['ZVET', 50000],
        ['*', 25050],
      ],
    ],
    ['ZVET=0.99', [['ZVET', 99]]],
    ['', []],
    ['ZVET=500,,', [['ZVET', 50000]]],
    ['ZVET', 'error'],
    ['zvet=500', 'error'],
    ['ZVET=-5', 'error'],
    ['ZVET=5.001', 'error'],
    ['ZVET=500,ZVET=300', 'error'],
  ])('%j -> %j', (setting, expected) => {
    if (expected === 'error') expect(() => parseStaffMonthlyQuotas(setting)).toThrow(RangeError);
    else expect([...parseStaffMonthlyQuotas(setting)]).toEqual(expected);
  });

  it('reads its own default', () => {
    expect(parseStaffMonthlyQuotas(DEFAULT_STAFF_MONTHLY_QUOTAS).get('ZVET')).toBe(50000);
  });
});

describe('monthlyQuotaCentsFor', () => {
  const quotas = parseStaffMonthlyQuotas('ZVET=500,*=300');
  it.each([
    ['ZVET', null, 50000],
    ['ZCORP', null, 30000],
    [null, null, 30000],
    ['ZVET', 75000, 75000],
    ['ZVET', 0, 0],
  ])('group %s, override %s -> %s', (group, override, expected) => {
    expect(monthlyQuotaCentsFor(quotas, group, override)).toBe(expected);
  });

  it('is no cap when neither the group nor * is given', () => {
    expect(monthlyQuotaCentsFor(parseStaffMonthlyQuotas('ZVET=500'), 'ZCORP')).toBeNull();
  });
});

describe('quota month in the shop zone (America/Denver)', () => {
  it.each([
    // Denver is UTC-7 in winter, UTC-6 in summer.
    ['2025-01-31T06:59:59Z', '2025-01'],
    ['2025-01-31T07:00:00Z', '2025-01'],
    ['2025-02-01T06:59:59Z', '2025-01'],
    ['2025-02-01T07:00:00Z', '2025-02'],
    ['2025-07-01T05:59:59Z', '2025-06'],
    ['2025-07-01T06:00:00Z', '2025-07'],
    ['2026-01-01T06:59:59Z', '2025-12'],
    ['2026-01-01T07:00:00Z', '2026-01'],
  ])('%s is in %s', (at, month) => {
    expect(quotaMonthOf(new Date(at))).toBe(month);
  });

  it.each([
    ['2025-02', '2025-02-01T07:00:00.000Z'],
    ['2025-07', '2025-07-01T06:00:00.000Z'],
    ['2025-11', '2025-11-01T06:00:00.000Z'],
    ['2026-01', '2026-01-01T07:00:00.000Z'],
  ])('%s starts at %s', (month, start) => {
    expect(quotaMonthStart(month).toISOString()).toBe(start);
    expect(quotaMonthOf(quotaMonthStart(month))).toBe(month);
    expect(quotaMonthOf(new Date(quotaMonthStart(month).getTime() - 1))).not.toBe(month);
  });

  it.each(['2025-13', '2025-1', 'January'])('refuses %s', (month) => {
    expect(() => quotaMonthStart(month)).toThrow(RangeError);
  });
});

describe('what is left, reached and fits', () => {
  it.each([
    // quota, spent, left, reached, an order of `amount` fits
    [50000, 0, 50000, false, 50000, true],
    [50000, 0, 50000, false, 50001, false],
    [50000, 49999, 1, false, 1, true],
    [50000, 49999, 1, false, 2, false],
    [50000, 50000, 0, true, 0, true],
    [50000, 50000, 0, true, 1, false],
    [50000, 60000, 0, true, 1, false],
    [0, 0, 0, true, 1, false],
  ])('quota %i spent %i: left %i, reached %s; %i fits: %s', (quota, spent, left, reached, amount, fits) => {
    expect(quotaLeftCents(quota, spent)).toBe(left);
    expect(isQuotaReached(left)).toBe(reached);
    expect(fitsQuota(amount, left)).toBe(fits);
  });

  it('a new month starts from the whole quota: what counts is what was spent since its start', () => {
    const spentByMonth = new Map([['2025-01', 50000]]);
    const monthOfOrder = quotaMonthOf(new Date('2025-02-01T07:00:00Z'));
    expect(quotaLeftCents(50000, spentByMonth.get(monthOfOrder) ?? 0)).toBe(50000);
  });
});

describe('quotaExceededMessage', () => {
  it('says how much is left', () => {
    expect(quotaExceededMessage(1250)).toBe(
      'This order is over your monthly staff allowance: $12.50 is left this month',
    );
    expect(quotaExceededMessage(0)).toContain('reached your monthly staff allowance: $0.00 is left');
  });
});
