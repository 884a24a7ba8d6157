import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '../../../lib/session/session-queries';
import { signIn, signUp, type Credentials, type NewAccount } from '../api/auth-calls';
import { loadSignedInCustomer } from '../model/session-lifecycle';

/** How a sign-in or sign-up ended: signed in, or (sign-up of a known address) 'check your email'. */
export type SignInResult = { kind: 'signedIn'; customer: Customer } | { kind: 'checkEmail'; message: string };

/**
 * Signing in (or creating an account, which signs in too): the call, then the customer's load.
 * `onSignedIn` gets the loaded customer; the page decides what follows (ZIP, cart, where to go).
 */
export function useSignIn(onSignedIn: (customer: Customer) => void | Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Credentials | NewAccount): Promise<SignInResult> => {
      if ('firstName' in input) {
        const checkEmail = await signUp(input);
        if (checkEmail) return { kind: 'checkEmail', message: checkEmail.message };
      } else {
        await signIn(input);
      }
      return { kind: 'signedIn', customer: await loadSignedInCustomer(queryClient) };
    },
    onSuccess: async (result) => {
      if (result.kind === 'signedIn') await onSignedIn(result.customer);
    },
  });
}
