import { isSingleLineText } from './text-checks';

/** The species a shopper's pet can be; the catalogue's species handles. */
export const PET_SPECIES = ['dog', 'cat'] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];

/** Life stages, the catalogue's life-stage handles: puppy is for dogs, kitten for cats. */
export const PET_LIFE_STAGES = ['puppy', 'kitten', 'adult', 'senior'] as const;
export type PetLifeStage = (typeof PET_LIFE_STAGES)[number];

export const PET_WEIGHT_UNITS = ['lbs', 'kg'] as const;
export type PetWeightUnit = (typeof PET_WEIGHT_UNITS)[number];

/** Heaviest weight kept per unit: above the heaviest dogs on record, so a typo (2000 for 20.00) is caught. */
export const PET_MAX_WEIGHT: Record<PetWeightUnit, number> = { lbs: 350, kg: 160 };
export const PET_NAME_MAX_LENGTH = 40;
/** Pets per customer: a household, not a shelter's intake list. */
export const MAX_PETS_PER_CUSTOMER = 20;

/** The life stages that fit a species: a puppy is a dog, a kitten a cat; adult and senior fit both. */
export function lifeStagesFor(species: PetSpecies): readonly PetLifeStage[] {
  return species === 'dog' ? ['puppy', 'adult', 'senior'] : ['kitten', 'adult', 'senior'];
}

export interface PetInput {
  name: string;
  species: string;
  lifeStage: string;
  /** Optional: a pet's weight helps feeding amounts, but a shopper may not know it. */
  weight?: { value: number; unit: string } | null;
}

export interface ValidPet {
  name: string;
  species: PetSpecies;
  lifeStage: PetLifeStage;
  weight: { value: number; unit: PetWeightUnit } | null;
}

export type PetProblemCode =
  'REQUIRED' | 'TOO_LONG' | 'NOT_SINGLE_LINE' | 'INVALID_VALUE' | 'LIFE_STAGE_MISMATCH';

export interface PetProblem {
  field: 'name' | 'species' | 'lifeStage' | 'weight.value' | 'weight.unit';
  code: PetProblemCode;
  message: string;
}

export type PetCheck = { ok: true; pet: ValidPet } | { ok: false; problems: PetProblem[] };

/** 42.57 * 100 is 4257.000000000001 in floating point, so compare with a tolerance. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Checks a pet profile: a name of one line and at most 40 characters; species dog or cat; a life
 * stage that fits the species (no cat puppies); a weight, when given, above 0 and at most the
 * unit's limit, with at most two decimals, in lbs or kg. Answers every problem at once.
 */
export function validatePet(input: PetInput): PetCheck {
  const problems: PetProblem[] = [];
  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', code: 'REQUIRED', message: "The pet's name is required" });
  else if (!isSingleLineText(name))
    problems.push({
      field: 'name',
      code: 'NOT_SINGLE_LINE',
      message: "The pet's name must be one line of text",
    });
  else if (name.length > PET_NAME_MAX_LENGTH)
    problems.push({
      field: 'name',
      code: 'TOO_LONG',
      message: `The pet's name must be at most ${PET_NAME_MAX_LENGTH} characters`,
    });

  const species = input.species;
  if (!isOneOf(PET_SPECIES, species))
    problems.push({
      field: 'species',
      code: 'INVALID_VALUE',
      message: `Species must be one of ${PET_SPECIES.join(', ')}`,
    });
  const lifeStage = input.lifeStage;
  if (!isOneOf(PET_LIFE_STAGES, lifeStage))
    problems.push({
      field: 'lifeStage',
      code: 'INVALID_VALUE',
      message: `Life stage must be one of ${PET_LIFE_STAGES.join(', ')}`,
    });
  else if (isOneOf(PET_SPECIES, species) && !lifeStagesFor(species).includes(lifeStage))
    problems.push({
      field: 'lifeStage',
      code: 'LIFE_STAGE_MISMATCH',
      message: `A ${species}'s life stage is one of ${lifeStagesFor(species).join(', ')}`,
    });

  const weight = input.weight ?? null;
  if (weight) {
    if (!isOneOf(PET_WEIGHT_UNITS, weight.unit))
      problems.push({
        field: 'weight.unit',
        code: 'INVALID_VALUE',
        message: `Weight unit must be one of ${PET_WEIGHT_UNITS.join(', ')}`,
      });
    else if (
      !Number.isFinite(weight.value) ||
      weight.value <= 0 ||
      weight.value > PET_MAX_WEIGHT[weight.unit] ||
      !hasAtMostTwoDecimals(weight.value)
    )
      problems.push({
        field: 'weight.value',
        code: 'INVALID_VALUE',
        message: `Weight must be above 0 and at most ${PET_MAX_WEIGHT[weight.unit]} ${weight.unit}, with at most two decimals`,
      });
  }

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    pet: {
      name,
      species: species as PetSpecies,
      lifeStage: lifeStage as PetLifeStage,
      weight: weight ? { value: weight.value, unit: weight.unit as PetWeightUnit } : null,
    },
  };
}
