import { SPECIES, isSpecies } from './species-recognition';

describe('species', () => {
  it('lists dog and cat', () => {
    expect(SPECIES).toEqual(['dog', 'cat']);
  });

  it.each([
    ['dog', true],
    ['cat', true],
    ['Dog', false],
    ['dogs', false],
    ['bird', false],
    ['', false],
  ])('isSpecies(%p) is %p', (value, expected) => {
    expect(isSpecies(value)).toBe(expected);
  });
});
