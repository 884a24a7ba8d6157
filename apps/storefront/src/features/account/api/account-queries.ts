import {
  customerAddressCreate,
  customerAddressDelete,
  customerAddressUpdate,
  createPet,
  deletePet,
  listPetsOptions,
  suggestPetProductsOptions,
  updateCustomer,
  updateCustomerDefaultAddress,
  updatePet,
  type AddressBookDto,
  type AddressInputDto,
  type CustomerUpdateInputDto,
  type PetInputDto,
  type UpdateCustomerResultDto,
} from '@shop/api-client';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { CUSTOMER_DATA_META, sessionQueryOptions, type Customer } from '../../../lib/session/session-queries';

/*
 * The account pages' calls (SPEC §7 'Customer and orders', and the pets), over the generated client.
 * The customer itself is the session query (lib/session); every change writes the API's answer back
 * into it, so the header, dashboard and forms show the saved state without asking again.
 */

/** The customer's pets (marked as customer data, so logout drops them). */
export function petsQueryOptions() {
  return queryOptions({ ...listPetsOptions({ body: {} }), meta: CUSTOMER_DATA_META });
}

/** Product handles suggested for each pet (species and life stage), for the dashboard. */
export function petSuggestionsQueryOptions() {
  return queryOptions({ ...suggestPetProductsOptions({ body: {} }), meta: CUSTOMER_DATA_META });
}

function replaceCustomer(queryClient: QueryClient, update: (customer: Customer) => Customer): void {
  queryClient.setQueryData(sessionQueryOptions().queryKey, (current: Customer | null | undefined) =>
    current ? update(current) : current,
  );
}

function storeAddressBook(queryClient: QueryClient, book: AddressBookDto): void {
  replaceCustomer(queryClient, (customer) => ({
    ...customer,
    addresses: book.addresses,
    defaultAddress: book.defaultAddress,
  }));
}

/**
 * update-customer: saves what it can and answers the customer as saved plus userErrors for what it
 * refused (SPEC §5: nothing refused is recorded locally; the answer's customer is the truth).
 */
export async function saveProfile(
  queryClient: QueryClient,
  customerId: string,
  updateInput: CustomerUpdateInputDto,
): Promise<UpdateCustomerResultDto> {
  const { data } = await updateCustomer({ body: { customerId, updateInput }, throwOnError: true });
  replaceCustomer(queryClient, () => data.customer);
  return data;
}

export async function addAddress(queryClient: QueryClient, address: AddressInputDto): Promise<void> {
  const { data } = await customerAddressCreate({ body: { address }, throwOnError: true });
  storeAddressBook(queryClient, data);
}

export async function changeAddress(
  queryClient: QueryClient,
  id: string,
  address: AddressInputDto,
): Promise<void> {
  const { data } = await customerAddressUpdate({ body: { id, address }, throwOnError: true });
  storeAddressBook(queryClient, data);
}

export async function removeAddress(queryClient: QueryClient, id: string): Promise<void> {
  const { data } = await customerAddressDelete({ body: { id }, throwOnError: true });
  storeAddressBook(queryClient, data);
}

export async function makeDefaultAddress(queryClient: QueryClient, addressId: string): Promise<void> {
  const { data } = await updateCustomerDefaultAddress({ body: { addressId }, throwOnError: true });
  storeAddressBook(queryClient, data);
}

async function petsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: petsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: petSuggestionsQueryOptions().queryKey }),
  ]);
}

export async function addPet(queryClient: QueryClient, pet: PetInputDto): Promise<void> {
  await createPet({ body: { pet }, throwOnError: true });
  await petsChanged(queryClient);
}

export async function changePet(queryClient: QueryClient, id: string, pet: PetInputDto): Promise<void> {
  await updatePet({ body: { id, pet }, throwOnError: true });
  await petsChanged(queryClient);
}

export async function removePet(queryClient: QueryClient, id: string): Promise<void> {
  await deletePet({ body: { id }, throwOnError: true });
  await petsChanged(queryClient);
}
