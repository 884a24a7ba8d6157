import { apiClient } from '@shop/api-client';
import { SHOP_CLIENT_HEADER, SHOP_CLIENT_STOREFRONT } from '@shop/identity';
import { toApiError } from './api-error';
import { retryingFetch, type Transport } from './retrying-fetch';

export interface ApiClientSetup {
  /** Where the API is; '' is the storefront's own origin, which serves it. */
  baseUrl?: string;
  transport?: Transport;
}

// Looked up on every call, so the fetch in use is the one the window has then.
const browserTransport: Transport = (request) => globalThis.fetch(request);

/**
 * Configures the generated client once for the whole app (main.tsx, and each test run): SPEC §7's
 * retry rule around the transport, failed answers raised as ApiError, and the X-Shop-Client header
 * on every request: the API accepts a write authenticated by the session cookie only with it
 * (ARCHITECTURE §6: a page on another site cannot add a custom header without a preflight). React Query does not
 * retry on top of it (query-client.ts).
 */
export function configureApiClient({
  baseUrl = '',
  transport = browserTransport,
}: ApiClientSetup = {}): void {
  apiClient.setConfig({
    baseUrl,
    fetch: retryingFetch(transport),
    headers: { [SHOP_CLIENT_HEADER]: SHOP_CLIENT_STOREFRONT },
  });
  if (!apiClient.interceptors.error.exists(toApiError)) apiClient.interceptors.error.use(toApiError);
}
