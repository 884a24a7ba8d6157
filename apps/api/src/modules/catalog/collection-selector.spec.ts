import {
  categoryFilter,
  collectionHandleOf,
  collectionTitle,
  isKnownSelector,
  parseCollectionHandle,
  type CatalogVocabulary,
} from './collection-selector';

const vocabulary: CatalogVocabulary = {
  species: [
    { handle: 'dog', label: 'Dog' },
    { handle: 'cat', label: 'Cat' },
  ],
  lifeStages: [
    { handle: 'puppy', label: 'Puppy', species: 'dog' },
    { handle: 'kitten', label: 'Kitten', species: 'cat' },
    { handle: 'adult', label: 'Adult', species: null },
    { handle: 'senior', label: 'Senior', species: null },
  ],
  foodForms: [
    { handle: 'dry-food', label: 'Dry Food', wet: false },
    { handle: 'canned-food', label: 'Canned Food', wet: true },
    { handle: 'tray-food', label: 'Tray Food', wet: true },
    { handle: 'pouch-food', label: 'Pouch Food', wet: true },
    { handle: 'treats', label: 'Treats', wet: false },
  ],
  productLines: [{ handle: 'prescription-diet', name: 'Prescription Diet' }],
};

describe('parseCollectionHandle', () => {
  it.each([
    ['all', {}],
    ['dog', { species: 'dog' }],
    ['dog/dry-food', { species: 'dog', category: 'dry-food' }],
    ['cat/treats', { species: 'cat', category: 'treats' }],
    ['dog/dry-food/puppy', { species: 'dog', category: 'dry-food', detail: 'puppy' }],
    ['cat/wet-food/senior', { species: 'cat', category: 'wet-food', detail: 'senior' }],
    ['dog/puppy', { species: 'dog', detail: 'puppy' }],
    ['prescription-diet', { category: 'prescription-diet' }],
    ['dry-food/kitten', { category: 'dry-food', detail: 'kitten' }],
  ])('reads %s', (handle, selector) => {
    expect(parseCollectionHandle(handle, vocabulary)).toEqual(selector);
  });

  it.each([
    'fish',
    'dog/kibble',
    'cat/dry-food/puppy',
    'dog/dry-food/puppy/extra',
    'dry-food/dog',
    'all/dog',
    'dog/dog',
  ])('refuses %s', (handle) => {
    expect(parseCollectionHandle(handle, vocabulary)).toBeUndefined();
  });

  it('gives back the canonical handle', () => {
    for (const handle of ['all', 'dog', 'dog/dry-food/puppy', 'prescription-diet']) {
      expect(collectionHandleOf(parseCollectionHandle(handle, vocabulary) ?? {})).toBe(handle);
    }
  });
});

describe('collectionTitle', () => {
  it.each([
    ['all', 'Shop All Pet Food'],
    ['dog', 'Dog Food'],
    ['dog/dry-food', 'Dog Dry Food'],
    ['dog/dry-food/puppy', 'Puppy Dog Dry Food'],
    ['cat/treats', 'Cat Treats'],
    ['cat/wet-food', 'Cat Wet Food'],
    ['dog/puppy', 'Puppy Dog Food'],
    ['prescription-diet', 'Prescription Diet'],
    ['dog/prescription-diet', 'Dog Prescription Diet'],
  ])('%s is titled %p', (handle, title) => {
    expect(collectionTitle(parseCollectionHandle(handle, vocabulary) ?? {}, vocabulary)).toBe(title);
  });
});

describe('categoryFilter and isKnownSelector', () => {
  it('maps wet-food to every wet form and a product line to itself', () => {
    expect(categoryFilter('wet-food', vocabulary)).toEqual({
      foodForms: ['canned-food', 'tray-food', 'pouch-food'],
    });
    expect(categoryFilter('treats', vocabulary)).toEqual({ foodForms: ['treats'] });
    expect(categoryFilter('prescription-diet', vocabulary)).toEqual({ productLine: 'prescription-diet' });
    expect(categoryFilter('kibble', vocabulary)).toBeUndefined();
  });

  it('knows valid selectors and refuses unknown or mismatched parts', () => {
    expect(isKnownSelector({ species: 'dog', category: 'dry-food', detail: 'adult' }, vocabulary)).toBe(true);
    expect(isKnownSelector({ species: 'cat', detail: 'puppy' }, vocabulary)).toBe(false);
    expect(isKnownSelector({ category: 'kibble' }, vocabulary)).toBe(false);
    expect(isKnownSelector({ detail: 'elderly' }, vocabulary)).toBe(false);
    expect(isKnownSelector({ species: 'fish' }, vocabulary)).toBe(false);
  });
});
