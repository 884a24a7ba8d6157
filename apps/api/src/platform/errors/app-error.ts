import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorDetailDto } from './error-body.dto';

/**
 * An expected refusal with a stable code. Services throw these; the global filter turns them
 * into the shared error body.
 */
export class AppError extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetailDto[],
  ) {
    super({ statusCode: status, code, message, details }, status);
  }
}

export class NotFoundError extends AppError {
  constructor(code: string, message: string) {
    super(HttpStatus.NOT_FOUND, code, message);
  }
}

export class BadRequestError extends AppError {
  constructor(code: string, message: string, details?: ErrorDetailDto[]) {
    super(HttpStatus.BAD_REQUEST, code, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(code: string, message: string) {
    super(HttpStatus.UNAUTHORIZED, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(code: string, message: string) {
    super(HttpStatus.FORBIDDEN, code, message);
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string) {
    super(HttpStatus.CONFLICT, code, message);
  }
}

/** 429 with how long to wait; the global filter sends it as Retry-After. */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(HttpStatus.TOO_MANY_REQUESTS, code, message);
  }
}
