import { lifeStagesFor, validatePet, type PetInput } from './pet-profile';

const rex: PetInput = {
  name: 'Rex',
  species: 'dog',
  lifeStage: 'adult',
  weight: { value: 42.5, unit: 'lbs' },
};
const problemsOf = (input: PetInput) => {
  const check = validatePet(input);
  return check.ok ? [] : check.problems.map((p) => `${p.field}:${p.code}`);
};

describe('lifeStagesFor', () => {
  it('gives puppies to dogs and kittens to cats', () => {
    expect(lifeStagesFor('dog')).toEqual(['puppy', 'adult', 'senior']);
    expect(lifeStagesFor('cat')).toEqual(['kitten', 'adult', 'senior']);
  });
});

describe('validatePet', () => {
  it('accepts a complete pet and trims the name', () => {
    expect(validatePet({ ...rex, name: ' Rex ' })).toEqual({
      ok: true,
      pet: { name: 'Rex', species: 'dog', lifeStage: 'adult', weight: { value: 42.5, unit: 'lbs' } },
    });
  });

  it('keeps the weight optional', () => {
    const check = validatePet({ ...rex, weight: null });
    expect(check.ok && check.pet.weight).toBeNull();
    expect(problemsOf({ name: 'Tom', species: 'cat', lifeStage: 'kitten' })).toEqual([]);
  });

  it.each([
    ['dog', 'puppy', []],
    ['dog', 'senior', []],
    ['cat', 'kitten', []],
    ['dog', 'kitten', ['lifeStage:LIFE_STAGE_MISMATCH']],
    ['cat', 'puppy', ['lifeStage:LIFE_STAGE_MISMATCH']],
    ['hamster', 'adult', ['species:INVALID_VALUE']],
    ['dog', 'teen', ['lifeStage:INVALID_VALUE']],
    ['Dog', 'Adult', ['species:INVALID_VALUE', 'lifeStage:INVALID_VALUE']],
  ])('species %s, life stage %s → %p', (species, lifeStage, expected) => {
    expect(problemsOf({ ...rex, species, lifeStage })).toEqual(expected);
  });

  it.each([
    ['', 'name:REQUIRED'],
    ['   ', 'name:REQUIRED'],
    ['x'.repeat(41), 'name:TOO_LONG'],
    ['Rex\nMax', 'name:NOT_SINGLE_LINE'],
  ])('refuses name %p', (name, problem) => {
    expect(problemsOf({ ...rex, name })).toEqual([problem]);
  });

  it('accepts a 40-character name', () => {
    expect(problemsOf({ ...rex, name: 'x'.repeat(40) })).toEqual([]);
  });

  it.each([
    [0.01, 'lbs', []],
    [42.57, 'lbs', []],
    [1.1, 'kg', []],
    [350, 'lbs', []],
    [160, 'kg', []],
    [0, 'lbs', ['weight.value:INVALID_VALUE']],
    [-1, 'kg', ['weight.value:INVALID_VALUE']],
    [350.01, 'lbs', ['weight.value:INVALID_VALUE']],
    [160.5, 'kg', ['weight.value:INVALID_VALUE']],
    [1.234, 'kg', ['weight.value:INVALID_VALUE']],
    [Number.NaN, 'kg', ['weight.value:INVALID_VALUE']],
    [Number.POSITIVE_INFINITY, 'kg', ['weight.value:INVALID_VALUE']],
    [10, 'oz', ['weight.unit:INVALID_VALUE']],
  ])('weight %p %s → %p', (value, unit, expected) => {
    expect(problemsOf({ ...rex, weight: { value, unit } })).toEqual(expected);
  });
});
