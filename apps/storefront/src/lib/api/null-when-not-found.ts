import type { QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { httpStatusOf } from './api-error';

/**
 * A look-up whose 404 means 'there is none' (no redirect for a path, no warehouse, state or
 * delivery date for a ZIP) rather than a failure: the query answers null for it, so components
 * show nothing instead of an error, and nothing is logged as broken. Other failures stay errors.
 */
export function nullWhenNotFound<T, K extends QueryKey>(
  queryFn: QueryFunction<T, K, never> | undefined,
): QueryFunction<T | null, K, never> {
  return async (context: QueryFunctionContext<K, never>) => {
    if (!queryFn) throw new Error('nullWhenNotFound needs a query function');
    try {
      return await queryFn(context);
    } catch (error) {
      if (httpStatusOf(error) === 404) return null;
      throw error;
    }
  };
}
