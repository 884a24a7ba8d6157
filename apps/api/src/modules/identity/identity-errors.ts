import {
  BadRequestError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../platform/errors/app-error';

/** One message for a wrong password and an unknown address, so neither tells which it was. */
export function invalidCredentials(): UnauthorizedError {
  return new UnauthorizedError('INVALID_CREDENTIALS', 'Email or password is incorrect');
}

export function useSingleSignOn(): ForbiddenError {
  return new ForbiddenError(
    'USE_SINGLE_SIGN_ON',
    'Staff sign in through single sign-on on this site, not with a password',
  );
}

/** 429 TOO_MANY_ATTEMPTS, with Retry-After. */
export function tooManyAttempts(retryAfterSeconds: number): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new TooManyRequestsError(
    'TOO_MANY_ATTEMPTS',
    `Too many failed attempts: try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password`,
    retryAfterSeconds,
  );
}

export function weakPassword(message: string): BadRequestError {
  return new BadRequestError('WEAK_PASSWORD', message);
}
