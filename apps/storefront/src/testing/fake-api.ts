import { apiClient } from '@shop/api-client';

/** What a fake API handler receives: the request the generated client built. */
export type FakeApiHandler = (request: Request) => Response | Promise<Response>;

/**
 * Points the generated client at an in-test transport, for the few tests that must see a second
 * request (Load more, Retry); first renders are seeded into the query cache instead. The base URL
 * is set because the browser resolves the client's relative URLs and Node cannot. Returns the
 * requests made and a restore function to call after the test.
 */
export function installFakeApi(handler: FakeApiHandler) {
  const previous = apiClient.getConfig();
  const requests: Request[] = [];
  apiClient.setConfig({
    baseUrl: 'http://shop.test',
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      return handler(request);
    },
  });
  return {
    requests,
    restore: () => apiClient.setConfig({ baseUrl: previous.baseUrl, fetch: previous.fetch }),
  };
}

/** A JSON response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
