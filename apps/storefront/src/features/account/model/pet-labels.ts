import type { PetLifeStage, PetSpecies } from '@shop/identity';

export const SPECIES_LABELS: Record<PetSpecies, string> = { dog: 'Dog', cat: 'Cat' };

export const LIFE_STAGE_LABELS: Record<PetLifeStage, string> = {
  puppy: 'Puppy',
  kitten: 'Kitten',
  adult: 'Adult',
  senior: 'Senior',
};
