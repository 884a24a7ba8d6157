import type { ValidationError } from 'class-validator';
import { BadRequestError } from './app-error';
import type { ErrorDetailDto } from './error-body.dto';

/** Flattens class-validator's tree into one entry per offending field. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): ErrorDetailDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** Used by the global ValidationPipe: 400 VALIDATION_FAILED naming every bad field. */
export function validationErrorFactory(errors: ValidationError[]): BadRequestError {
  const details = flattenValidationErrors(errors);
  const message = details.flatMap((d) => d.problems).join('; ');
  return new BadRequestError('VALIDATION_FAILED', `Invalid request: ${message}`, details);
}
