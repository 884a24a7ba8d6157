import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PetDto } from '@shop/api-client';
import { jsonResponse } from '../../../testing/fake-api';
import { API, installRoutedFakeApi, petFixture } from '../../../testing/account-fixtures';
import { renderWithSite } from '../../../testing/render-with-site';
import { PetList } from './pet-list';

function petsApi(initial: PetDto[]) {
  let pets = [...initial];
  return installRoutedFakeApi({
    [API.pets]: () => jsonResponse({ pets }),
    [API.petSuggestions]: () => jsonResponse({ suggestions: [], handles: [] }),
    [API.petCreate]: (body) => {
      const pet = { ...petFixture({ id: 'pet-new' }), ...(body['pet'] as object) } as PetDto;
      pets = [...pets, pet];
      return jsonResponse({ pet });
    },
    [API.petDelete]: (body) => {
      pets = pets.filter((pet) => pet.id !== body['id']);
      return jsonResponse({ deletedPetId: body['id'] });
    },
  });
}

describe('PetList', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('offers only the life stages of the chosen species and checks the weight', async () => {
    const fake = petsApi([]);
    restore = fake.restore;
    renderWithSite(<PetList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a pet' }));
    await userEvent.selectOptions(screen.getByLabelText(/^Species/), 'Cat');
    const stages = within(screen.getByLabelText(/^Life stage/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(stages).toEqual(['Choose a life stage', 'Kitten', 'Adult', 'Senior']);

    await userEvent.type(screen.getByLabelText(/^Name/), 'Tom');
    await userEvent.selectOptions(screen.getByLabelText(/^Life stage/), 'Kitten');
    await userEvent.type(screen.getByLabelText(/^Weight$/), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Save pet' }));
    expect(screen.getByLabelText(/^Weight$/)).toHaveAccessibleDescription(
      /Optional Weight must be above 0 and at most 350 lbs/,
    );
    expect(fake.callsTo(API.petCreate)).toHaveLength(0);
  });

  it('adds a pet and lists it', async () => {
    const fake = petsApi([]);
    restore = fake.restore;
    renderWithSite(<PetList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a pet' }));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Bella');
    await userEvent.selectOptions(screen.getByLabelText(/^Species/), 'Dog');
    await userEvent.selectOptions(screen.getByLabelText(/^Life stage/), 'Puppy');
    await userEvent.type(screen.getByLabelText(/^Weight$/), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save pet' }));

    expect(await screen.findByText(/Dog, Puppy, 12.5 lbs/)).toBeInTheDocument();
    expect(screen.getByText(/Dog, Puppy, 12.5 lbs/)).toBeInTheDocument();
    expect(fake.callsTo(API.petCreate)[0].body).toEqual({
      pet: { name: 'Bella', species: 'dog', lifeStage: 'puppy', weight: { value: 12.5, unit: 'lbs' } },
    });
  });

  it('deletes a pet after confirming', async () => {
    const fake = petsApi([petFixture()]);
    restore = fake.restore;
    renderWithSite(<PetList />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Rex' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete pet' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Rex' })).not.toBeInTheDocument());
    expect(fake.callsTo(API.petDelete)[0].body).toEqual({ id: 'pet-1' });
  });
});
