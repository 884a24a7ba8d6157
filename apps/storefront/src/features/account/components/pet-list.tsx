import type { PetDto } from '@shop/api-client';
import { AlertDialog, Button, EmptyState, ErrorState, FormAlert, Skeleton } from '@shop/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiFailureAlert } from '../../../lib/api/api-failure-alert';
import { addPet, changePet, petsQueryOptions, removePet } from '../api/account-queries';
import { LIFE_STAGE_LABELS, SPECIES_LABELS } from '../model/pet-labels';
import { PetForm } from './pet-form';
import './account-page.css';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; pet: PetDto };

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
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [confirmDelete, setConfirmDelete] = useState<PetDto | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const remove = useMutation({
    mutationFn: (id: string) => removePet(queryClient, id),
    onSuccess: () => setAnnouncement('The pet was removed.'),
    onSettled: () => setConfirmDelete(null),
  });

  const closeForm = (message?: string) => {
    setEditing({ kind: 'none' });
    if (message) setAnnouncement(message);
  };

  if (pets.isPending) return <Skeleton width="60%" />;
  if (pets.isError)
    return (
      <ErrorState
        message="We couldn't load your pets."
        onRetry={() => void pets.refetch()}
        retrying={pets.isFetching}
      />
    );

  const list = pets.data.pets;
  return (
    <section className="account-section" aria-labelledby="pets-heading">
      <h2 id="pets-heading" className="account-section__heading">
        Your pets
      </h2>
      {announcement ? <FormAlert tone="success">{announcement}</FormAlert> : null}
      {remove.isError ? <ApiFailureAlert error={remove.error} /> : null}
      {list.length === 0 && editing.kind !== 'new' ? (
        <EmptyState title="No pets yet" />
      ) : (
        <ul className="account-list">
          {list.map((pet) =>
            editing.kind === 'edit' && editing.pet.id === pet.id ? (
              <li key={pet.id}>
                <PetForm
                  pet={pet}
                  onSave={async (input) => {
                    await changePet(queryClient, pet.id, input);
                    closeForm(`${input.name} was saved.`);
                  }}
                  onCancel={() => closeForm()}
                />
              </li>
            ) : (
              <li key={pet.id} className="account-card">
                <p>
                  <strong>{pet.name}</strong>: {petSummary(pet)}
                </p>
                <div className="account-actions">
                  <Button
                    aria-label={`Edit ${pet.name}`}
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'edit', pet })}
                  >
                    Edit
                  </Button>
                  <Button
                    aria-label={`Delete ${pet.name}`}
                    variant="ghost"
                    onClick={() => setConfirmDelete(pet)}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {editing.kind === 'new' ? (
        <PetForm
          onSave={async (input) => {
            await addPet(queryClient, input);
            closeForm(`${input.name} was added.`);
          }}
          onCancel={() => closeForm()}
        />
      ) : (
        <div className="account-actions">
          <Button
            onClick={() => {
              setAnnouncement('');
              setEditing({ kind: 'new' });
            }}
          >
            Add a pet
          </Button>
        </div>
      )}
      {confirmDelete ? (
        <AlertDialog
          title={`Delete ${confirmDelete.name}?`}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirmDelete(null)} disabled={remove.isPending}>
                Keep
              </Button>
              <Button onClick={() => remove.mutate(confirmDelete.id)} disabled={remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete pet'}
              </Button>
            </>
          }
        >
          <p>{confirmDelete.name} and the product suggestions for them will be removed from your account.</p>
        </AlertDialog>
      ) : null}
    </section>
  );
}
