import { addDays, newContractId, weeksOf } from './subscription-contracts';

describe('subscription contracts', () => {
  it('makes contract ids of 128 random bits, never the same twice', () => {
    const ids = new Set(Array.from({ length: 200 }, newContractId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^sub_[A-Za-z0-9_-]{22}$/);
  });

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 28)).toBe('2026-02-28');
    expect(addDays('2028-02-01', 28)).toBe('2028-02-29');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2026-03-07', 0)).toBe('2026-03-07');
  });

  it('counts whole weeks only', () => {
    expect(weeksOf(14)).toBe(2);
    expect(weeksOf(56)).toBe(8);
    expect(weeksOf(10)).toBeNull();
  });
});
