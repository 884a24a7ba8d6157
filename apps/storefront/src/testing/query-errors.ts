import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';

/** What the API client raises for an error answer with this status. */
export function apiError(status: number, code = status === 404 ? 'PAGE_NOT_FOUND' : 'INTERNAL'): ApiError {
  return new ApiError(status, code, `Failed with ${status}`);
}

/** A response that never comes, to hold a query in its loading state. */
export function neverSettles<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

/** Leaves a query in the error state it would have after the API answered `error`. */
export async function seedQueryError(
  queryClient: QueryClient,
  queryKey: QueryKey,
  error: unknown,
): Promise<void> {
  await queryClient.fetchQuery({ queryKey, queryFn: () => Promise.reject(error) }).catch(() => undefined);
}
