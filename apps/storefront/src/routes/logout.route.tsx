import type { QueryClient } from '@tanstack/react-query';
import { replace } from 'react-router';
import { signOut } from '../features/auth/model/session-lifecycle';

/**
 * '/logout' and '/products/logout' (SPEC §2: they log the user out; no page of their own): the
 * session ends (auth feature) and the shopper goes home (libs/identity postLogoutTarget sends every
 * logout route home).
 */
export function logoutLoader(queryClient: QueryClient) {
  return async () => {
    await signOut(queryClient);
    return replace('/');
  };
}
