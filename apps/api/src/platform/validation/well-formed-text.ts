import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Half of a UTF-16 surrogate pair, alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string is text: no lone UTF-16 surrogate (half an emoji), which JSON can carry as an
 * escape but PostgreSQL's jsonb (and UTF-8) cannot store, so it would fail as a 500 instead of a 400.
 */
export function isWellFormedText(value: unknown): boolean {
  return typeof value === 'string' && !LONE_SURROGATE.test(value);
}

/** class-validator decorator for isWellFormedText (each: true for arrays of strings). */
export function IsWellFormedText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isWellFormedText',
      validator: {
        validate: (value: unknown) => isWellFormedText(value),
        defaultMessage: (args) => `${args?.property ?? 'value'} must be text (no lone UTF-16 surrogates)`,
      },
    },
    options,
  );
}
