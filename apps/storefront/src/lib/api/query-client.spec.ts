import { getHeaderOptions } from '@shop/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiClient } from './configure-api-client';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  afterEach(() => configureApiClient());

  it('leaves retrying to the HTTP client: a GET failing with 503 is sent exactly twice', async () => {
    const requests: Request[] = [];
    configureApiClient({
      baseUrl: 'http://shop.test',
      transport: async (request) => {
        requests.push(request);
        return new Response(JSON.stringify({ statusCode: 503, message: 'Down' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    const observer = new QueryObserver(createQueryClient(), getHeaderOptions());
    const settled = new Promise<void>((resolve) =>
      observer.subscribe((result) => {
        if (result.isError) resolve();
      }),
    );

    await settled;
    expect(requests).toHaveLength(2);
  });
});
