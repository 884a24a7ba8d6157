/**
 * An answer from 400 to 599, as the API client raises it (SPEC §7 'raises errors for statuses 400
 * to 599'). The status is kept whatever the body was (the API's JSON error, a proxy's HTML page),
 * so callers decide on it instead of guessing from the body.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The API's stable error code ('PAGE_NOT_FOUND'), when the body carries one. */
    readonly code: string | undefined,
    message: string,
    /** Seconds to wait before trying again (the Retry-After header of a 429 or 503), when given. */
    readonly retryAfterSeconds?: number,
    /** The error body's `details` (per-field problems of a refused form), when given. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function messageOf(body: unknown, status: number): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : body;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' && message.trim() !== '' ? message : `HTTP ${status}`;
}

/**
 * The client's error interceptor: turns the body of a failed answer into an {@link ApiError}.
 * Failures without an answer (network, abort) have no response and are passed on as they are.
 */
export function toApiError(body: unknown, response: Response | undefined): unknown {
  if (!response || body instanceof ApiError) return body;
  const fields =
    typeof body === 'object' && body !== null ? (body as { code?: unknown; details?: unknown }) : {};
  return new ApiError(
    response.status,
    typeof fields.code === 'string' ? fields.code : undefined,
    messageOf(body, response.status),
    retryAfterOf(response),
    fields.details,
  );
}

/** The API's code for 'a dependency (its database) is away: nothing was done, try again shortly'. */
export const SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE';

/** The shop is having trouble (503 SERVICE_UNAVAILABLE): a state to show, not the shopper's mistake. */
export function isServiceUnavailable(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === SERVICE_UNAVAILABLE;
}

/** The HTTP status behind a failed call; undefined when the API never answered. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
