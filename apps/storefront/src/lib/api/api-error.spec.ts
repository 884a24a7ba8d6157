import { getHeader, lookupRedirect } from '@shop/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, httpStatusOf } from './api-error';
import { configureApiClient } from './configure-api-client';

function answer(status: number, body: string, contentType: string) {
  configureApiClient({
    baseUrl: 'http://shop.test',
    transport: async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  });
}

describe('failed answers (SPEC §7: errors for 400 to 599)', () => {
  afterEach(() => configureApiClient());

  it("raises the API's error body as an ApiError with its status, code and message", async () => {
    answer(
      404,
      JSON.stringify({ statusCode: 404, code: 'PAGE_NOT_FOUND', message: 'No page' }),
      'application/json',
    );
    const error = await getHeader({ throwOnError: true }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'PAGE_NOT_FOUND', message: 'No page' });
    expect(httpStatusOf(error)).toBe(404);
  });

  it("keeps the status of an answer that is not the API's JSON (a proxy's error page)", async () => {
    answer(502, '<h1>Bad Gateway</h1>', 'text/html');
    const error = await getHeader({ throwOnError: true }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ status: 502, code: undefined, message: '<h1>Bad Gateway</h1>' });
  });

  it('joins a list of validation messages', async () => {
    answer(
      400,
      JSON.stringify({ statusCode: 400, code: 'VALIDATION_FAILED', message: ['a is bad', 'b is bad'] }),
      'application/json',
    );
    await expect(getHeader({ throwOnError: true })).rejects.toMatchObject({ message: 'a is bad; b is bad' });
  });

  it('has no status for a failure without an answer', () => {
    expect(httpStatusOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});

describe('rate-limited answers', () => {
  afterEach(() => configureApiClient());

  it('keeps the Retry-After seconds and the details of the error body', async () => {
    configureApiClient({
      baseUrl: 'http://shop.test',
      transport: async () =>
        new Response(
          JSON.stringify({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many', details: { a: 1 } }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '42' } },
        ),
    });
    await expect(lookupRedirect({ query: { path: '/x' }, throwOnError: true })).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 42,
      details: { a: 1 },
    });
  });
});
