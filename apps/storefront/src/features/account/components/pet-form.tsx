import type { PetDto, PetInputDto } from '@shop/api-client';
import {
  lifeStagesFor,
  PET_NAME_MAX_LENGTH,
  PET_SPECIES,
  PET_WEIGHT_UNITS,
  validatePet,
  type PetSpecies,
} from '@shop/identity';
import { SelectField, TextField } from '@shop/ui';
import { useRecordForm } from '../hooks/use-record-form';
import { LIFE_STAGE_LABELS, SPECIES_LABELS } from '../model/pet-labels';
import { RecordForm } from './record-form';

type Field = 'name' | 'species' | 'lifeStage' | 'weight';

function formFieldOf(field: string): Field | undefined {
  const path = field.replace(/^pet\./, '');
  if (path.startsWith('weight')) return 'weight';
  return (['name', 'species', 'lifeStage'] as const).find((name) => name === path);
}

export interface PetFormProps {
  pet?: PetDto;
  onSave: (pet: PetInputDto) => Promise<void>;
  onCancel: () => void;
}

/**
 * Adding or editing a pet: name, species, a life stage that fits the species (no cat puppies) and an
 * optional weight in lbs or kg, checked with the API's own rule (libs/identity validatePet).
 */
export function PetForm({ pet, onSave, onCancel }: PetFormProps) {
  const form = useRecordForm<
    Record<'name' | 'species' | 'lifeStage' | 'weight' | 'unit', string>,
    Field,
    PetInputDto
  >({
    initial: {
      name: pet?.name ?? '',
      species: pet?.species ?? '',
      lifeStage: pet?.lifeStage ?? '',
      weight: pet?.weight ? String(pet.weight.value) : '',
      unit: pet?.weight?.unit ?? 'lbs',
    },
    fieldOf: formFieldOf,
    check: (values) => {
      const weightText = values.weight.trim();
      const weightValue = weightText === '' ? null : Number(weightText);
      const check = validatePet({
        name: values.name,
        species: values.species,
        lifeStage: values.lifeStage,
        weight: weightValue === null ? null : { value: weightValue, unit: values.unit },
      });
      return check.ok ? { ok: true, input: check.pet } : check;
    },
    save: onSave,
  });
  const { values, setValues } = form;

  const lifeStages = PET_SPECIES.includes(values.species as PetSpecies)
    ? lifeStagesFor(values.species as PetSpecies)
    : [];

  return (
    <RecordForm
      form={form}
      label={pet ? `Edit ${pet.name}` : 'Add a pet'}
      saveLabel="Save pet"
      onCancel={onCancel}
    >
      <TextField label="Name" required maxLength={PET_NAME_MAX_LENGTH} {...form.field('name')} />
      <div className="form-row">
        <SelectField
          label="Species"
          required
          placeholder="Choose a species"
          options={PET_SPECIES.map((species) => ({ value: species, label: SPECIES_LABELS[species] }))}
          value={values.species}
          error={form.problems.species}
          onChange={(event) => {
            const species = event.target.value;
            setValues((current) => ({
              ...current,
              species,
              // A life stage of the other species would only be refused.
              lifeStage:
                PET_SPECIES.includes(species as PetSpecies) &&
                lifeStagesFor(species as PetSpecies).some((stage) => stage === current.lifeStage)
                  ? current.lifeStage
                  : '',
            }));
          }}
        />
        <SelectField
          label="Life stage"
          required
          placeholder={lifeStages.length === 0 ? 'Choose a species first' : 'Choose a life stage'}
          options={lifeStages.map((stage) => ({ value: stage, label: LIFE_STAGE_LABELS[stage] }))}
          {...form.field('lifeStage')}
        />
      </div>
      <div className="form-row">
        <TextField label="Weight" inputMode="decimal" hint="Optional" {...form.field('weight')} />
        <SelectField
          label="Weight unit"
          options={PET_WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }))}
          {...form.field('unit')}
        />
      </div>
    </RecordForm>
  );
}
