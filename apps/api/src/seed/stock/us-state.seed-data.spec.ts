import { STATE_ZIP_RANGE_ROWS, US_STATE_ROWS } from './us-state.seed-data';

describe('US state ZIP seed data', () => {
  it('has the 50 states and DC, once each', () => {
    const codes = US_STATE_ROWS.map((s) => s.code);
    expect(codes).toHaveLength(51);
    expect(new Set(codes).size).toBe(51);
    expect(codes).toEqual(expect.arrayContaining(['DC', 'AK', 'HI', 'CO', 'WY']));
  });

  it('has ranges of 5-digit ZIPs that never overlap', () => {
    const sorted = [...STATE_ZIP_RANGE_ROWS].sort((a, b) => a.zipFrom.localeCompare(b.zipFrom));
    for (const row of sorted) {
      expect(row.zipFrom).toMatch(/^[0-9]{5}$/);
      expect(row.zipTo).toMatch(/^[0-9]{5}$/);
      expect(row.zipFrom <= row.zipTo).toBe(true);
    }
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i].zipFrom > sorted[i - 1].zipTo).toBe(true);
  });
});
