import type { PetDto, PetInputDto } from '@shop/api-client';
import {
  lifeStagesFor,
  PET_NAME_MAX_LENGTH,
  PET_SPECIES,
  PET_WEIGHT_UNITS,
  validatePet,
  type PetSpecies,
} from '@shop/identity';
import { Button, SelectField, TextField } from '@shop/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api/api-error';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import {
  apiFieldProblems,
  focusFirstInvalid,
  hasProblems,
  type FieldProblems,
} from '../../../lib/forms/form-state';
import '../../../lib/forms/form-layout.css';
import { LIFE_STAGE_LABELS, SPECIES_LABELS } from '../model/pet-labels';

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
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({
    name: pet?.name ?? '',
    species: pet?.species ?? '',
    lifeStage: pet?.lifeStage ?? '',
    weight: pet?.weight ? String(pet.weight.value) : '',
    unit: pet?.weight?.unit ?? 'lbs',
  });
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const save = useMutation({
    mutationFn: onSave,
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 400) return;
      setProblems(apiFieldProblems(error.details, formFieldOf));
      focusFirstInvalid(formRef.current);
    },
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const lifeStages = PET_SPECIES.includes(values.species as PetSpecies)
    ? lifeStagesFor(values.species as PetSpecies)
    : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const weightText = values.weight.trim();
    const weightValue = weightText === '' ? null : Number(weightText);
    const check = validatePet({
      name: values.name,
      species: values.species,
      lifeStage: values.lifeStage,
      weight: weightValue === null ? null : { value: weightValue, unit: values.unit },
    });
    if (!check.ok) {
      const found: FieldProblems<Field> = {};
      for (const problem of check.problems) {
        const field = formFieldOf(problem.field);
        if (field && !found[field]) found[field] = problem.message;
      }
      setProblems(found);
      focusFirstInvalid(formRef.current);
      return;
    }
    setProblems({});
    save.mutate(check.pet);
  };

  return (
    <form
      ref={formRef}
      className="form-stack account-form account-card"
      onSubmit={onSubmit}
      noValidate
      aria-label={pet ? `Edit ${pet.name}` : 'Add a pet'}
    >
      {save.isError && !hasProblems(problems) ? <ApiFailureAlert error={save.error} /> : null}
      <TextField
        label="Name"
        required
        maxLength={PET_NAME_MAX_LENGTH}
        value={values.name}
        error={problems.name}
        onChange={set('name')}
      />
      <div className="form-row">
        <SelectField
          label="Species"
          required
          placeholder="Choose a species"
          options={PET_SPECIES.map((species) => ({ value: species, label: SPECIES_LABELS[species] }))}
          value={values.species}
          error={problems.species}
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
          value={values.lifeStage}
          error={problems.lifeStage}
          onChange={set('lifeStage')}
        />
      </div>
      <div className="form-row">
        <TextField
          label="Weight"
          inputMode="decimal"
          hint="Optional"
          value={values.weight}
          error={problems.weight}
          onChange={set('weight')}
        />
        <SelectField
          label="Weight unit"
          options={PET_WEIGHT_UNITS.map((unit) => ({ value: unit, label: unit }))}
          value={values.unit}
          onChange={set('unit')}
        />
      </div>
      <div className="account-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save pet'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
