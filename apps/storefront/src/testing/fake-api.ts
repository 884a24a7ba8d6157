import { configureApiClient } from '../lib/api/configure-api-client';

/** What a fake API handler receives: the request the generated client built. */
export type FakeApiHandler = (request: Request) => Response | Promise<Response>;

/**
 * Puts an in-test transport under the generated client, for the tests that must see requests
 * (Load more, Retry); first renders are seeded into the query cache instead. The app's retry rule
 * stays on top of it, so a GET the fake fails with 503 is sent twice, as in the browser. The base
 * URL is set because the browser resolves the client's relative URLs and Node cannot. Returns the
 * requests made and a restore function to call after the test.
 */
export function installFakeApi(handler: FakeApiHandler) {
  const requests: Request[] = [];
  configureApiClient({
    baseUrl: 'http://shop.test',
    transport: async (request) => {
      requests.push(request);
      return handler(request);
    },
  });
  return { requests, restore: () => configureApiClient() };
}

/** A JSON response as the API sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's error answer: its JSON body ({ statusCode, code, message }) with that status. */
export function errorResponse(
  statusCode: number,
  code = statusCode === 404 ? 'NOT_FOUND' : 'FAILED',
): Response {
  return jsonResponse({ statusCode, code, message: `Failed with ${statusCode}` }, statusCode);
}
