import { HttpStatus } from '@nestjs/common';
import { AppError } from './app-error';

/**
 * A refusal for going over a limit a service keeps (messages per address, attempts per account),
 * as opposed to the per-client rate limits at the HTTP edge. The error filter sends
 * `Retry-After` with it, so clients wait the right time instead of guessing.
 */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    /** Whole seconds until the limit lets the caller in again; at least 1. */
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, code, message);
  }
}
