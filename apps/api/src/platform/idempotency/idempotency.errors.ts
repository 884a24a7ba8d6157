import { HttpStatus } from '@nestjs/common';
import { AppError, ConflictError } from '../errors/app-error';

export function keyReused(): AppError {
  return new AppError(
    HttpStatus.UNPROCESSABLE_ENTITY,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used with a different request: send a new key for a new request',
  );
}

export function keyInProgress(): ConflictError {
  return new ConflictError(
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being processed: wait a moment and send it again',
  );
}
