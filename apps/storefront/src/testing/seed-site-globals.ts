import type { GlobalsDto } from '@shop/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { globalsQueryOptions } from '../lib/site/site-globals-queries';

/** Seeds the site settings (get-globals) as if the API had answered them. */
export function seedSiteGlobals(queryClient: QueryClient, globals: GlobalsDto): void {
  queryClient.setQueryData(globalsQueryOptions().queryKey, { globals });
}
