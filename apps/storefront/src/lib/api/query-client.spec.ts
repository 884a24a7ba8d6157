import { describe, expect, it } from 'vitest';
import { createQueryClient, httpStatusOf, QUERY_STALE_TIME_MS, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a server error once, never twice', () => {
    expect(shouldRetryQuery(0, { statusCode: 500, message: 'boom' })).toBe(true);
    expect(shouldRetryQuery(1, { statusCode: 500, message: 'boom' })).toBe(false);
  });

  it('retries a network failure (no status) once', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
  });

  it('does not retry client errors', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(shouldRetryQuery(0, { statusCode: status })).toBe(false);
    }
  });

  it("retries SPEC §7's transient statuses", () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      expect(shouldRetryQuery(0, { statusCode: status })).toBe(true);
    }
  });
});

describe('httpStatusOf', () => {
  it('reads the status from error bodies and response-like errors', () => {
    expect(httpStatusOf({ statusCode: 404 })).toBe(404);
    expect(httpStatusOf({ status: 503 })).toBe(503);
    expect(httpStatusOf({ response: { status: 429 } })).toBe(429);
    expect(httpStatusOf('Internal Server Error')).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('keeps data fresh for a minute and uses the retry policy', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(queries?.retry).toBe(shouldRetryQuery);
  });
});
