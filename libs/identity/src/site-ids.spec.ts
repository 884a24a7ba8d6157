import { SITE_IDS, SITE_TITLES, isSiteId, isStaffSite } from './site-ids';

describe('site ids', () => {
  it('lists both sites with their titles', () => {
    expect(SITE_IDS).toEqual(['DTC', 'HPSF']);
    expect(SITE_TITLES).toEqual({ DTC: 'Shop Pet Nutrition', HPSF: 'Pro Staff Feeding' });
  });

  it.each([
    ['DTC', false],
    ['HPSF', true],
  ] as const)('isStaffSite(%p) is %s', (siteId, expected) => {
    expect(isStaffSite(siteId)).toBe(expected);
  });

  it.each([
    ['DTC', true],
    ['HPSF', true],
    ['dtc', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('isSiteId(%p) is %s', (value, expected) => {
    expect(isSiteId(value)).toBe(expected);
  });
});
