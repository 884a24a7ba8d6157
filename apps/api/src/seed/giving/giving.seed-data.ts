import type { GivingImport } from '../../modules/giving';
import { GIVING_PLACES } from './giving-places.seed-data';

/** The consumer site's giving store (active) and the staff site's (present, switched off). */
export const SEED_GIVING_STORE_IDS = {
  DTC: '5e0d1c7a9b2f4e6d8a3c1b0f2e4d6a8c',
  HPSF: '7b3e9f1a2c4d6e8f0a1b3c5d7e9f1a2b',
} as const;

/** Animal-related: SPEC §9's default charity search category. */
export const ANIMAL_CATEGORY_ID = 3;

/** The 26 categories 0-25: the NTEE major groups A-Z of the US nonprofit registry, in order. */
export const GIVING_CATEGORY_NAMES = [
  'Arts, Culture and Humanities',
  'Education',
  'Environment',
  'Animal-Related',
  'Health Care',
  'Mental Health and Crisis Intervention',
  'Voluntary Health Associations',
  'Medical Research',
  'Crime and Legal-Related',
  'Employment',
  'Food, Agriculture and Nutrition',
  'Housing and Shelter',
  'Public Safety and Disaster Relief',
  'Recreation and Sports',
  'Youth Development',
  'Human Services',
  'International Affairs',
  'Civil Rights and Advocacy',
  'Community Improvement',
  'Philanthropy and Grantmaking',
  'Science and Technology',
  'Social Science',
  'Public and Societal Benefit',
  'Religion-Related',
  'Mutual and Membership Benefit',
  'Unclassified',
] as const;

/** A category's logo: a small SVG the media module serves (apps/api/media/giving/categories). */
export function categoryLogoUrl(id: number): string {
  return `/media/giving/categories/${id}.svg`;
}

/**
 * Fictional names, '{city}' filled in; mostly animal shelters and rescues (category 3), and a few
 * animal causes the registry files elsewhere (a wildlife habitat under Environment, veterinary
 * research under Science), so the category filter has something to leave out.
 */
const NAME_PATTERNS: readonly [pattern: string, categoryId: number, headline: string][] = [
  ['Whisker Haven of {city}', 3, 'Cats waiting for a home, fed and cared for'],
  ['{city} Tailwaggers Rescue', 3, 'Dogs rescued, fostered and matched with families'],
  ['Second Bark Rescue {city}', 3, 'A second chance for dogs from crowded shelters'],
  ['{city} Purrfect Match Cat Rescue', 3, 'Every cat matched with the right home'],
  ['Kind Paws {city}', 3, 'Low-cost vet care for pets of families in need'],
  ['{city} Pet Food Pantry', 3, 'Keeping pets fed and at home through hard times'],
  ['Lucky Collar Rescue of {city}', 3, 'Senior and special-needs dogs, loved to the end'],
  ['Foster Tails {city}', 3, 'A foster network for shelter animals'],
  ['{city} Barn Cat Alliance', 3, 'Trap, neuter, return for community cats'],
  ['Shelter Buddies of {city}', 3, 'Volunteers who walk, socialise and train shelter dogs'],
  ['{city} Feathered Friends Bird Rescue', 3, 'Rescued parrots and pet birds, rehomed'],
  ['Gentle Hooves Sanctuary {city}', 3, 'A forever home for rescued horses and farm animals'],
  ['{city} Senior Paws Sanctuary', 3, 'Old dogs and cats cared for in their last years'],
  ['{city} Greyhound Homecoming', 3, 'Retired racing greyhounds placed in homes'],
  ['Little Lives Kitten Nursery {city}', 3, 'Bottle-feeding orphaned kittens until they can be adopted'],
  ['{city} Spay and Neuter Project', 3, 'Fewer homeless pets through free spay and neuter days'],
  ['Wild Wings Rehabilitation {city}', 2, 'Injured wildlife treated and returned to the wild'],
  ['{city} Veterinary Research Fund', 20, 'Research into the diseases of dogs and cats'],
];

/** IRS campus prefixes that real EINs begin with; the rest of each seeded EIN is made up. */
const EIN_PREFIXES = [
  '20',
  '26',
  '27',
  '45',
  '46',
  '47',
  '81',
  '82',
  '83',
  '84',
  '85',
  '86',
  '87',
  '88',
  '91',
  '92',
  '93',
  '98',
  '99',
];
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Elm St',
  'Pine Rd',
  'Park Ave',
  'Lake St',
  'Hill Rd',
  'River Rd',
];

/** A deterministic 31-bit mixer: the same seed data on every run and every machine. */
function mix(n: number): number {
  let x = (n + 0x9e3779b9) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

type CharityRow = GivingImport['charities'][number];

/** Two charities per seeded place (about 290), each with a unique, valid-looking EIN. */
export function seedCharities(): CharityRow[] {
  const rows: CharityRow[] = [];
  const eins = new Set<string>();
  let n = 0;
  for (const [state, places] of Object.entries(GIVING_PLACES)) {
    for (const [city, zip] of places) {
      for (let k = 0; k < 2; k++) {
        n += 1;
        const [pattern, categoryId, headline] = NAME_PATTERNS[(n * 7) % NAME_PATTERNS.length];
        const name = pattern.replace('{city}', city);
        let ein: string;
        let salt = 0;
        do {
          const h = mix(n * 31 + salt++);
          ein = `${EIN_PREFIXES[h % EIN_PREFIXES.length]}-${String(mix(h) % 10_000_000).padStart(7, '0')}`;
        } while (eins.has(ein));
        eins.add(ein);
        rows.push({
          ein,
          name,
          website: `https://${slug(name)}.example.org`,
          logoUrl: null,
          streetAddress: `${100 + (mix(n) % 8900)} ${STREETS[mix(n + 1) % STREETS.length]}`,
          city,
          state,
          zip,
          description: `${name} is a volunteer-run nonprofit in ${city}, ${state}. ${headline}.`,
          categoryId,
          headline,
          bannerImageUrl: null,
        });
      }
    }
  }
  return rows;
}

/** Portfolio ids are 32 hex characters (SPEC §3); fixed so links and tests can name them. */
export const SEED_PORTFOLIOS = [
  {
    id: 'a11ce0a0b0c0d0e0f0a1b2c3d4e5f601',
    name: 'Western Shelter Heroes',
    headline: 'Shelters and rescues across the western states',
    pick: (c: CharityRow) =>
      ['CA', 'OR', 'WA', 'CO', 'AZ', 'NM', 'UT', 'NV'].includes(c.state) && c.categoryId === 3,
  },
  {
    id: 'b22ce0a0b0c0d0e0f0a1b2c3d4e5f602',
    name: 'Cat Rescue Collective',
    headline: 'Cat and kitten rescues coast to coast',
    pick: (c: CharityRow) => /Whisker|Purrfect|Kitten|Barn Cat/.test(c.name),
  },
  {
    id: 'c33ce0a0b0c0d0e0f0a1b2c3d4e5f603',
    name: 'Golden Years for Pets',
    headline: 'Sanctuaries and rescues for senior animals',
    pick: (c: CharityRow) => /Senior|Lucky Collar|Gentle Hooves|Greyhound/.test(c.name),
  },
  {
    id: 'd44ce0a0b0c0d0e0f0a1b2c3d4e5f604',
    name: 'Full Bowls Fund',
    headline: 'Pet food pantries and low-cost care, so pets stay home',
    pick: (c: CharityRow) => /Pet Food Pantry|Kind Paws/.test(c.name),
  },
] as const;

/** At most this many charities in one seeded portfolio. */
const PORTFOLIO_SIZE = 8;

/** Everything the Giving module seeds, the same on every run. */
export function buildGivingSeed(): GivingImport {
  const charities = seedCharities();
  const portfolioCharities = SEED_PORTFOLIOS.flatMap((portfolio) =>
    charities
      .filter((charity) => portfolio.pick(charity))
      .slice(0, PORTFOLIO_SIZE)
      .map((charity, position) => ({ portfolioId: portfolio.id, charityEin: charity.ein, position })),
  );
  const denver = charities.find((c) => c.city === 'Denver' && c.categoryId === ANIMAL_CATEGORY_ID);
  const aurora = charities.find((c) => c.city === 'Aurora' && c.state === 'CO');
  if (!denver || !aurora) throw new Error('The giving seed needs charities in Denver and Aurora, CO');
  const [western, cats, seniors] = SEED_PORTFOLIOS;
  const dtc = SEED_GIVING_STORE_IDS.DTC;
  const hpsf = SEED_GIVING_STORE_IDS.HPSF;
  return {
    categories: GIVING_CATEGORY_NAMES.map((name, id) => ({ id, name, logoUrl: categoryLogoUrl(id) })),
    charities,
    portfolios: SEED_PORTFOLIOS.map(({ id, name, headline }) => ({
      id,
      name,
      headline,
      description: `${name}: ${headline.toLowerCase()}. A gift is shared equally among its charities.`,
      website: null,
      logoUrl: categoryLogoUrl(ANIMAL_CATEGORY_ID),
      bannerImageUrl: '/media/content/giving.svg',
      categoryId: ANIMAL_CATEGORY_ID,
    })),
    portfolioCharities,
    stores: [
      {
        id: dtc,
        site: 'DTC',
        name: 'Shop Pet Nutrition Gives',
        isActive: true,
        defaultDonationType: 0,
        // 2 % of what the shopper pays for the goods.
        defaultDonationHundredths: 200,
        defaultCauseId: western.id,
        defaultCauseIds: [western.id, cats.id],
        featuredCauseIds: [denver.ein, aurora.ein, seniors.id],
        targetCssSelector: '#giving-widget',
        addressInformation: { streetAddress: '1 Kibble Way', city: 'Denver', state: 'CO', zip: '80202' },
        contactInformation: {
          email: 'giving@petnutrition.example',
          phone: '(303) 555-0199',
          website: 'https://petnutrition.example/giving',
        },
      },
      {
        id: hpsf,
        site: 'HPSF',
        name: 'Pro Staff Feeding Gives',
        // Present and switchable (PUT /api/operator/giving/stores/{id}), off until the staff programme starts.
        isActive: false,
        defaultDonationType: 1,
        // 50 cents an item.
        defaultDonationHundredths: 50,
        defaultCauseId: seniors.id,
        defaultCauseIds: [seniors.id],
        featuredCauseIds: [],
        letShoppersChoose: false,
        addressInformation: { streetAddress: '1 Kibble Way', city: 'Denver', state: 'CO', zip: '80202' },
        contactInformation: {
          email: 'staff-giving@petnutrition.example',
          phone: '(303) 555-0198',
          website: 'https://petnutrition.example/giving',
        },
      },
    ],
    campaigns: [
      {
        id: '6a1f0c2e-0001-4000-8000-000000000001',
        storeId: dtc,
        type: 1,
        name: 'Every order gives',
        isActive: true,
      },
      {
        id: '6a1f0c2e-0001-4000-8000-000000000004',
        storeId: dtc,
        type: 4,
        name: 'Add a gift at checkout',
        isActive: true,
      },
      {
        id: '6a1f0c2e-0001-4000-8000-000000000003',
        storeId: dtc,
        type: 3,
        name: 'Round up for shelters',
        isActive: false,
      },
      {
        id: '6a1f0c2e-0002-4000-8000-000000000001',
        storeId: hpsf,
        type: 1,
        name: 'Staff orders give',
        isActive: true,
      },
    ],
    segments: [
      {
        id: '7b2e1d3f-0001-4000-8000-000000000001',
        storeId: dtc,
        isActive: true,
        name: 'Shop employees',
        description: 'Employee test orders give nothing',
        excludeSegment: true,
        frontEndPropertyName: 'shopEmployee',
        frontEndSource: 0,
        priorityIndex: 1,
        valueCategory: 1,
        specifiedValues: [],
        backEndPropertyName: 'employee',
        donationAction: 0,
        donationActionValueHundredths: 0,
      },
      {
        id: '7b2e1d3f-0001-4000-8000-000000000002',
        storeId: dtc,
        isActive: true,
        name: 'Gold members',
        description: 'Gold loyalty members give double',
        excludeSegment: false,
        frontEndPropertyName: 'loyaltyTier',
        frontEndSource: 1,
        priorityIndex: 2,
        valueCategory: 2,
        specifiedValues: ['gold'],
        backEndPropertyName: null,
        donationAction: 3,
        donationActionValueHundredths: 200,
      },
    ],
    causeMultipliers: [
      { storeId: dtc, causeId: denver.ein, multiplierHundredths: 200 },
      { storeId: dtc, causeId: seniors.id, multiplierHundredths: 150 },
    ],
  };
}
