import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/api/query-client';

/**
 * The app's own QueryClient with refetch-on-mount after errors turned off, so a test that seeds an
 * error sees that error instead of a silent network attempt.
 */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryOnMount: false } });
  return queryClient;
}
