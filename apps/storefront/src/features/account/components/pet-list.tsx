import type { PetDto } from '@shop/api-client';
import { ErrorState, Skeleton } from '@shop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { addPet, changePet, petsQueryOptions, removePet } from '../api/account-queries';
import { useRecordList } from '../hooks/use-record-list';
import { LIFE_STAGE_LABELS, SPECIES_LABELS } from '../model/pet-labels';
import { PetForm } from './pet-form';
import { RecordList } from './record-list';
import './account-page.css';

/** A pet in one line: 'Dog, Adult, 42 lbs'. */
export function petSummary(pet: PetDto): string {
  const parts = [SPECIES_LABELS[pet.species], LIFE_STAGE_LABELS[pet.lifeStage]];
  if (pet.weight) parts.push(`${pet.weight.value} ${pet.weight.unit}`);
  return parts.join(', ');
}

/**
 * The customer's pets (SPEC §2 /account/my-pets): list, add, edit and delete (after a confirmation).
 * Product suggestions follow the pets on the dashboard.
 */
export function PetList() {
  const queryClient = useQueryClient();
  const pets = useQuery(petsQueryOptions());
  const list = useRecordList<PetDto>({
    remove: (pet) => removePet(queryClient, pet.id),
    removedMessage: 'The pet was removed.',
  });

  if (pets.isPending) return <Skeleton width="60%" />;
  if (pets.isError)
    return (
      <ErrorState
        message="We couldn't load your pets."
        onRetry={() => void pets.refetch()}
        retrying={pets.isFetching}
      />
    );

  return (
    <RecordList
      state={list}
      headingId="pets-heading"
      heading="Your pets"
      records={pets.data.pets}
      emptyTitle="No pets yet"
      addLabel="Add a pet"
      nameOf={(pet) => pet.name}
      renderRecord={(pet) => (
        <p>
          <strong>{pet.name}</strong>: {petSummary(pet)}
        </p>
      )}
      renderForm={(pet, close) => (
        <PetForm
          pet={pet}
          onSave={async (input) => {
            if (pet) {
              await changePet(queryClient, pet.id, input);
              close(`${input.name} was saved.`);
            } else {
              await addPet(queryClient, input);
              close(`${input.name} was added.`);
            }
          }}
          onCancel={() => close()}
        />
      )}
      confirm={{
        title: (pet) => `Delete ${pet.name}?`,
        body: (pet) => (
          <p>{pet.name} and the product suggestions for them will be removed from your account.</p>
        ),
        keepLabel: 'Keep',
        deleteLabel: 'Delete pet',
      }}
    />
  );
}
