import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions, type Customer } from './session-queries';

export type SessionStatus = 'signedIn' | 'signedOut' | 'loading';

export interface Session {
  status: SessionStatus;
  /** The signed-in customer; null while loading or signed out. */
  customer: Customer | null;
}

/**
 * Who is shopping, for any component: signed in (with the customer), signed out, or not known yet.
 * A session check that failed (API unreachable) reads as signed out: the header offers Log In and
 * account pages' loaders send the shopper to it, rather than showing personal pages half-known.
 */
export function useSession(): Session {
  const { data, isPending } = useQuery(sessionQueryOptions());
  if (isPending) return { status: 'loading', customer: null };
  return data ? { status: 'signedIn', customer: data } : { status: 'signedOut', customer: null };
}
