import { getGlobals, getHeader, lookupRedirect } from '@shop/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { configureApiClient } from './configure-api-client';
import type { Transport } from './retrying-fetch';

const HEADER = { logo: null, links: [] };

/** Answers the calls in turn with the given outcomes (a status, or 'offline' for a network failure). */
function scriptedApi(...outcomes: (number | 'offline')[]) {
  const requests: Request[] = [];
  const transport: Transport = async (request) => {
    requests.push(request);
    const outcome = outcomes[Math.min(requests.length, outcomes.length) - 1];
    if (outcome === 'offline') throw new TypeError('Failed to fetch');
    const body =
      outcome < 400 ? HEADER : { statusCode: outcome, code: 'FAILED', message: `Failed with ${outcome}` };
    return new Response(JSON.stringify(body), {
      status: outcome,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  configureApiClient({ baseUrl: 'http://shop.test', transport });
  return requests;
}

describe('the API client retry rule (SPEC §7)', () => {
  afterEach(() => configureApiClient());

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET answered %i exactly once',
    async (status) => {
      const requests = scriptedApi(status, status, status);
      await expect(getHeader({ throwOnError: true })).rejects.toMatchObject({ status });
      expect(requests).toHaveLength(2);
    },
  );

  it('returns what the second attempt of a GET answers', async () => {
    const requests = scriptedApi(503, 200);
    const { data } = await getHeader({ throwOnError: true });
    expect(data).toEqual(HEADER);
    expect(requests.map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it('retries a GET once after a network failure', async () => {
    const requests = scriptedApi('offline', 200);
    await expect(getHeader({ throwOnError: true })).resolves.toMatchObject({ data: HEADER });
    expect(requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422])('does not retry a GET answered %i', async (status) => {
    const requests = scriptedApi(status, 200);
    await expect(lookupRedirect({ query: { path: '/x' }, throwOnError: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(requests).toHaveLength(1);
  });

  it('never retries a POST, even a read-only one, on a retry status or a network failure', async () => {
    const failed = scriptedApi(503, 200);
    await expect(getGlobals({ body: {}, throwOnError: true })).rejects.toMatchObject({ status: 503 });
    expect(failed.map((request) => request.method)).toEqual(['POST']);

    const offline = scriptedApi('offline', 200);
    await expect(getGlobals({ body: {}, throwOnError: true })).rejects.toBeInstanceOf(TypeError);
    expect(offline).toHaveLength(1);
  });

  it('does not retry a request its caller aborted', async () => {
    const requests = scriptedApi('offline', 200);
    const controller = new AbortController();
    controller.abort();
    await expect(getHeader({ signal: controller.signal, throwOnError: true })).rejects.toBeDefined();
    expect(requests).toHaveLength(1);
  });
});

describe('the X-Shop-Client header', () => {
  afterEach(() => configureApiClient());

  it('goes with every request, reads and writes alike, so cookie-authenticated writes are accepted', async () => {
    const requests = scriptedApi(200, 200);
    await getHeader({ throwOnError: true });
    await getGlobals({ body: {}, throwOnError: true });
    expect(requests.map((request) => request.headers.get('X-Shop-Client'))).toEqual([
      'storefront',
      'storefront',
    ]);
  });
});
