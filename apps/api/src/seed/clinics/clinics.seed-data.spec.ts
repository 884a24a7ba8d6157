import { isEligibleForPd, zipMatchesState } from '@shop/identity';
import { validateEnv } from '../../platform/config/env.schema';
import { DEFAULT_PD_ELIGIBLE_ACCOUNT_GROUPS, SEED_CLINICS } from './clinics.seed-data';

describe('seeded clinics', () => {
  it('has at least 40 clinics and shelters across many states', () => {
    expect(SEED_CLINICS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(SEED_CLINICS.map((c) => c.provinceCode)).size).toBeGreaterThanOrEqual(20);
    expect(SEED_CLINICS.some((c) => c.kind === 'shelter')).toBe(true);
    expect(SEED_CLINICS.some((c) => c.kind === 'clinic')).toBe(true);
  });

  it('gives every clinic its own id, group, sold-to and ship-to', () => {
    for (const key of ['id', 'groupId', 'soldTo', 'shipTo'] as const) {
      expect(new Set(SEED_CLINICS.map((c) => c[key])).size).toBe(SEED_CLINICS.length);
    }
  });

  it('puts every ZIP in the state the address names', () => {
    const mismatched = SEED_CLINICS.filter((c) => !zipMatchesState(c.zip, c.provinceCode)).map((c) => c.name);
    expect(mismatched).toEqual([]);
  });

  it('has members in PD-eligible groups and in groups that are not', () => {
    const eligible = SEED_CLINICS.filter((c) =>
      isEligibleForPd(c.sapAccountGroup, DEFAULT_PD_ELIGIBLE_ACCOUNT_GROUPS),
    );
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.length).toBeLessThan(SEED_CLINICS.length);
  });

  it("matches PD_ELIGIBLE_ACCOUNT_GROUPS' default", () => {
    expect(validateEnv({}).PD_ELIGIBLE_ACCOUNT_GROUPS).toBe(DEFAULT_PD_ELIGIBLE_ACCOUNT_GROUPS);
  });

  it('has clinics restricted to home delivery and clinics that are not', () => {
    const homeOnly = SEED_CLINICS.filter((c) => c.homeDeliveryOnly).length;
    expect(homeOnly).toBeGreaterThan(0);
    expect(homeOnly).toBeLessThan(SEED_CLINICS.length);
  });
});
