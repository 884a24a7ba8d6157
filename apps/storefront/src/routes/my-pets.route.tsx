import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { petsQueryOptions } from '../features/account/api/account-queries';
import { PetList } from '../features/account/components/pet-list';
import { AccountPageFrame } from './account-page-frame';
import { accountPageLoader } from './account-route-loaders';

export function myPetsLoader(queryClient: QueryClient) {
  const guard = accountPageLoader(queryClient);
  return async (args: LoaderFunctionArgs) => {
    await guard(args);
    void queryClient.prefetchQuery(petsQueryOptions());
    return null;
  };
}

/** '/account/my-pets' (SPEC §2): the customer's pets. */
export function MyPetsRoute() {
  return <AccountPageFrame title="My Pets">{() => <PetList />}</AccountPageFrame>;
}
