import type { NewProductRow } from './catalog.schema';

type Species = 'dog' | 'cat';

interface Recipe {
  species: Species;
  form: 'Dry Food' | 'Canned Food' | 'Treats';
  stage: string;
  flavor: string;
  priceCents: number;
}

const RECIPES: Recipe[] = [
  { species: 'dog', form: 'Dry Food', stage: 'Puppy', flavor: 'Chicken & Brown Rice', priceCents: 5499 },
  { species: 'dog', form: 'Dry Food', stage: 'Puppy', flavor: 'Lamb & Rice', priceCents: 5699 },
  { species: 'dog', form: 'Dry Food', stage: 'Adult', flavor: 'Chicken & Barley', priceCents: 6299 },
  { species: 'dog', form: 'Dry Food', stage: 'Adult', flavor: 'Salmon & Sweet Potato', priceCents: 6899 },
  { species: 'dog', form: 'Dry Food', stage: 'Adult Small Bites', flavor: 'Chicken & Rice', priceCents: 4999 },
  { species: 'dog', form: 'Dry Food', stage: 'Adult Large Breed', flavor: 'Turkey & Oats', priceCents: 7299 },
  { species: 'dog', form: 'Dry Food', stage: 'Senior 7+', flavor: 'Chicken & Rice', priceCents: 6399 },
  { species: 'dog', form: 'Dry Food', stage: 'Adult Sensitive Stomach', flavor: 'Salmon & Rice', priceCents: 7099 },
  { species: 'dog', form: 'Dry Food', stage: 'Adult Perfect Weight', flavor: 'Chicken', priceCents: 6599 },
  { species: 'dog', form: 'Canned Food', stage: 'Puppy', flavor: 'Chicken Stew', priceCents: 3999 },
  { species: 'dog', form: 'Canned Food', stage: 'Adult', flavor: 'Beef & Vegetable Stew', priceCents: 4299 },
  { species: 'dog', form: 'Canned Food', stage: 'Adult', flavor: 'Turkey Loaf', priceCents: 4199 },
  { species: 'dog', form: 'Canned Food', stage: 'Senior 7+', flavor: 'Chicken & Vegetable Entrée', priceCents: 4399 },
  { species: 'dog', form: 'Canned Food', stage: 'Adult Sensitive Stomach', flavor: 'Salmon Stew', priceCents: 4599 },
  { species: 'dog', form: 'Treats', stage: 'Adult', flavor: 'Peanut Butter Biscuits', priceCents: 1299 },
  { species: 'dog', form: 'Treats', stage: 'Adult', flavor: 'Chicken Jerky Strips', priceCents: 1599 },
  { species: 'dog', form: 'Treats', stage: 'Puppy', flavor: 'Mini Training Bites', priceCents: 999 },
  { species: 'dog', form: 'Treats', stage: 'Senior 7+', flavor: 'Soft Baked Apple', priceCents: 1199 },
  { species: 'cat', form: 'Dry Food', stage: 'Kitten', flavor: 'Chicken', priceCents: 3899 },
  { species: 'cat', form: 'Dry Food', stage: 'Adult', flavor: 'Chicken & Rice', priceCents: 4299 },
  { species: 'cat', form: 'Dry Food', stage: 'Adult', flavor: 'Ocean Fish', priceCents: 4499 },
  { species: 'cat', form: 'Dry Food', stage: 'Adult Indoor', flavor: 'Chicken', priceCents: 4599 },
  { species: 'cat', form: 'Dry Food', stage: 'Adult Hairball Control', flavor: 'Turkey', priceCents: 4699 },
  { species: 'cat', form: 'Dry Food', stage: 'Senior 11+', flavor: 'Chicken & Barley', priceCents: 4499 },
  { species: 'cat', form: 'Dry Food', stage: 'Adult Urinary Care', flavor: 'Salmon', priceCents: 4899 },
  { species: 'cat', form: 'Canned Food', stage: 'Kitten', flavor: 'Tender Chicken Pâté', priceCents: 3499 },
  { species: 'cat', form: 'Canned Food', stage: 'Adult', flavor: 'Tuna Minced', priceCents: 3599 },
  { species: 'cat', form: 'Canned Food', stage: 'Adult', flavor: 'Salmon Pâté', priceCents: 3699 },
  { species: 'cat', form: 'Canned Food', stage: 'Adult Indoor', flavor: 'Turkey Entrée', priceCents: 3799 },
  { species: 'cat', form: 'Canned Food', stage: 'Senior 11+', flavor: 'Chicken & Vegetable Stew', priceCents: 3899 },
  { species: 'cat', form: 'Treats', stage: 'Adult', flavor: 'Crunchy Salmon Bites', priceCents: 699 },
  { species: 'cat', form: 'Treats', stage: 'Adult', flavor: 'Chicken Dental Crunch', priceCents: 799 },
  { species: 'cat', form: 'Treats', stage: 'Kitten', flavor: 'Soft Tuna Morsels', priceCents: 649 },
  { species: 'cat', form: 'Treats', stage: 'Senior 11+', flavor: 'Turkey Soft Chews', priceCents: 749 },
];

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A few dozen believable dog and cat foods for the first run and for tests. */
export const SEED_PRODUCTS: NewProductRow[] = RECIPES.map((r) => {
  const animal = r.species === 'dog' ? 'Dog' : 'Cat';
  const title = `${r.stage} ${r.flavor} ${r.form === 'Treats' ? `${animal} Treats` : `${animal} ${r.form}`}`;
  return {
    handle: slug(`${r.species} ${r.stage} ${r.flavor} ${r.form}`),
    title,
    species: r.species,
    productType: r.form,
    description: `${title}: complete nutrition made with ${r.flavor.toLowerCase()}, balanced for ${r.stage.toLowerCase()} ${animal.toLowerCase()}s.`,
    priceCents: r.priceCents,
  };
});
