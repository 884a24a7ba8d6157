import { buildTaxonomy, type ProductCombination, type TaxonomyInput } from './catalog-taxonomy';

const input: TaxonomyInput = {
  species: [
    { handle: 'dog', label: 'Dog' },
    { handle: 'cat', label: 'Cat' },
  ],
  lifeStages: [
    { handle: 'puppy', label: 'Puppy', species: 'dog' },
    { handle: 'kitten', label: 'Kitten', species: 'cat' },
    { handle: 'adult', label: 'Adult', species: null },
  ],
  foodForms: [
    { handle: 'dry-food', label: 'Dry Food', wet: false },
    { handle: 'canned-food', label: 'Canned Food', wet: true },
    { handle: 'pouch-food', label: 'Pouch Food', wet: true },
    { handle: 'treats', label: 'Treats', wet: false },
  ],
  productLines: [{ handle: 'prescription-diet', name: 'Prescription Diet' }],
  brands: [{ handle: 'pet-nutrition', name: 'Pet Nutrition', line: 'food', thirdParty: false }],
};

const combos: ProductCombination[] = [
  { species: 'dog', foodForm: 'dry-food', lifeStage: 'puppy', productLine: null },
  { species: 'dog', foodForm: 'dry-food', lifeStage: 'adult', productLine: 'prescription-diet' },
  { species: 'dog', foodForm: 'pouch-food', lifeStage: 'adult', productLine: null },
  { species: 'cat', foodForm: 'treats', lifeStage: 'kitten', productLine: null },
];

describe('buildTaxonomy', () => {
  const taxonomy = buildTaxonomy(input, combos);

  it('lists only categories with products, wet-food before the first wet form, lines last', () => {
    const dog = taxonomy.species[0];
    expect(dog).toMatchObject({ handle: 'dog', label: 'Dog', path: '/products/dog' });
    expect(dog.categories.map((c) => c.handle)).toEqual([
      'dry-food',
      'wet-food',
      'pouch-food',
      'prescription-diet',
    ]);
    expect(taxonomy.species[1].categories.map((c) => c.handle)).toEqual(['treats']);
  });

  it('links each category and its life stages', () => {
    const dry = taxonomy.species[0].categories[0];
    expect(dry).toEqual({
      handle: 'dry-food',
      label: 'Dry Food',
      path: '/products/dog/dry-food',
      details: [
        { handle: 'puppy', label: 'Puppy', path: '/products/dog/dry-food/puppy' },
        { handle: 'adult', label: 'Adult', path: '/products/dog/dry-food/adult' },
      ],
    });
    expect(taxonomy.species[0].categories[1]).toMatchObject({
      label: 'Wet Food',
      details: [{ handle: 'adult' }],
    });
    expect(taxonomy.species[0].categories[3]).toMatchObject({
      label: 'Prescription Diet',
      path: '/products/dog/prescription-diet',
    });
  });

  it('passes the reference lists through', () => {
    expect(taxonomy.brands).toEqual(input.brands);
    expect(taxonomy.lifeStages[2]).toEqual({ handle: 'adult', label: 'Adult', species: null });
    expect(taxonomy.foodForms.map((f) => f.wet)).toEqual([false, true, true, false]);
    expect(taxonomy.productLines).toEqual([{ handle: 'prescription-diet', name: 'Prescription Diet' }]);
  });
});
