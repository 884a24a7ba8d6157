import { listingCollectionOf } from './listing-collection';

const STAGES = ['puppy', 'kitten', 'adult', 'senior'];

describe('listingCollectionOf', () => {
  it.each([
    [[], {}],
    [['dog'], { species: 'dog' }],
    [['Dog'], { species: 'dog' }],
    [['dog', 'dry-food'], { species: 'dog', category: 'dry-food' }],
    [['cat', 'kitten'], { species: 'cat', detail: 'kitten' }],
    [['dog', 'dry-food', 'puppy'], { species: 'dog', category: 'dry-food', detail: 'puppy' }],
    [['dog', 'flavor', 'chicken'], { species: 'dog' }],
    [['cat', 'weight', '15lb'], { species: 'cat' }],
  ])('%j is %j', (segments, collection) => {
    expect(listingCollectionOf(segments, STAGES)).toEqual(collection);
  });

  it('is not a listing when the first segment is not a species', () => {
    expect(listingCollectionOf(['pet-nutrition', 'dry-food'], STAGES)).toBeNull();
  });

  it('reads a life stage as a category when the taxonomy does not list it', () => {
    expect(listingCollectionOf(['dog', 'puppy'], [])).toEqual({ species: 'dog', category: 'puppy' });
  });
});
