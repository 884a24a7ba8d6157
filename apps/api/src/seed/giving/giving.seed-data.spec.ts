import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isZipInRanges } from '@shop/catalog';
import { causeKind, isPortfolioId, normalizeStoreId } from '@shop/giving';
import { US_STATES } from '@shop/identity';
import { SEED_COVERAGE } from '../stock/warehouse.seed-data';
import {
  ANIMAL_CATEGORY_ID,
  buildGivingSeed,
  categoryLogoUrl,
  SEED_GIVING_STORE_IDS,
} from './giving.seed-data';

const seed = buildGivingSeed();
const served = SEED_COVERAGE.filter((row) => row.destination === 'HOME').map((row) => ({
  from: row.zipFrom,
  to: row.zipTo,
}));

describe('giving seed data', () => {
  it('is the same on every build', () => {
    expect(buildGivingSeed()).toEqual(seed);
  });

  it('has at least 200 animal-welfare charities, in every state and DC', () => {
    const animal = seed.charities.filter((c) => c.categoryId === ANIMAL_CATEGORY_ID);
    expect(animal.length).toBeGreaterThanOrEqual(200);
    expect(new Set(animal.map((c) => c.state))).toEqual(new Set(US_STATES.map((s) => s.code)));
  });

  it('gives each charity a unique, valid-looking EIN that SPEC §5 reads as a charity', () => {
    const eins = seed.charities.map((c) => c.ein);
    expect(new Set(eins).size).toBe(eins.length);
    for (const ein of eins) {
      expect(ein).toMatch(/^(20|26|27|45|46|47|8[1-8]|9[1-389])-\d{7}$/);
      expect(causeKind(ein)).toBe('charity');
    }
  });

  it('places each charity at a ZIP of its own state that the shop delivers to', () => {
    for (const charity of seed.charities) {
      const state = US_STATES.find((s) => s.code === charity.state);
      const prefix = charity.zip.slice(0, 3);
      expect({
        ein: charity.ein,
        inState: state?.zipPrefixes.some(([from, to]) => prefix >= from && prefix <= to),
      }).toEqual({
        ein: charity.ein,
        inState: true,
      });
      expect(isZipInRanges(charity.zip, served)).toBe(true);
    }
  });

  it('has categories 0-25, each with a logo the media folder serves', () => {
    expect(seed.categories.map((c) => c.id)).toEqual(Array.from({ length: 26 }, (_, i) => i));
    expect(seed.categories[ANIMAL_CATEGORY_ID].name).toBe('Animal-Related');
    for (const category of seed.categories) {
      expect(category.logoUrl).toBe(categoryLogoUrl(category.id));
      expect(existsSync(join(__dirname, '../../../media', category.logoUrl.replace('/media/', '')))).toBe(
        true,
      );
    }
  });

  it('has a few portfolios with 32-hex ids, each with charities of the seed', () => {
    expect(seed.portfolios.length).toBeGreaterThanOrEqual(3);
    const eins = new Set(seed.charities.map((c) => c.ein));
    for (const portfolio of seed.portfolios) {
      expect(isPortfolioId(portfolio.id)).toBe(true);
      const members = seed.portfolioCharities.filter((m) => m.portfolioId === portfolio.id);
      expect(members.length).toBeGreaterThanOrEqual(2);
      for (const member of members) expect(eins.has(member.charityEin)).toBe(true);
    }
  });

  it('has one store per site: the consumer store active with an online-purchase and an add-on campaign, the staff store off', () => {
    expect(seed.stores.map((s) => [s.site, s.isActive])).toEqual([
      ['DTC', true],
      ['HPSF', false],
    ]);
    for (const store of seed.stores) expect(normalizeStoreId(store.id)).toBe(store.id);
    const active = seed.campaigns
      .filter((c) => c.storeId === SEED_GIVING_STORE_IDS.DTC && c.isActive)
      .map((c) => c.type);
    expect(active.sort()).toEqual([1, 4]);
  });

  it('names only causes that exist as defaults, featured causes and multipliers', () => {
    const causes = new Set([...seed.charities.map((c) => c.ein), ...seed.portfolios.map((p) => p.id)]);
    for (const store of seed.stores)
      for (const id of [
        store.defaultCauseId,
        ...(store.defaultCauseIds ?? []),
        ...(store.featuredCauseIds ?? []),
      ])
        expect(causes.has(String(id))).toBe(true);
    for (const multiplier of seed.causeMultipliers) expect(causes.has(multiplier.causeId)).toBe(true);
  });
});
