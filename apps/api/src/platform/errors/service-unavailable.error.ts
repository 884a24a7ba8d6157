import { HttpStatus } from '@nestjs/common';
import { AppError } from './app-error';

/** What a client is told to wait before trying again while a dependency is away. */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * A dependency the request needs (the database) cannot be reached: 503 with `Retry-After`, a
 * stable code clients act on ('try again'), and nothing of the driver's text. The outage is logged
 * once where it is tracked, not once per request.
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    message = 'The shop cannot reach its database right now. Nothing was changed; please try again in a few seconds.',
    readonly retryAfterSeconds = SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  ) {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', message);
  }
}

/**
 * Recognises a failure that means a dependency is away rather than a bug (the database's
 * connection refused or dropped), and records it. The error filter asks it about every failure
 * that is not already an HTTP answer; platform/database provides it, so this folder needs no
 * database code.
 */
export abstract class DependencyOutages {
  /** The answer for `error` when it is an outage (recorded as one), else undefined. */
  abstract recognise(error: unknown): ServiceUnavailableError | undefined;
}
