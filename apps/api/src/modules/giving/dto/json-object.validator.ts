import { ValidateBy, type ValidationOptions } from 'class-validator';
import { isWellFormedText } from '../../../platform/validation/well-formed-text';

/**
 * Whether a value is a JSON object PostgreSQL's jsonb can store and no larger than `maxBytes`:
 * a plain object whose keys and text are well-formed (a lone UTF-16 surrogate, half an emoji,
 * passes JSON.parse but jsonb refuses it, which would be a 500 rather than a 400).
 */
export function isStorableJsonObject(value: unknown, maxBytes: number): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (!wellFormed(value)) return false;
  return Buffer.byteLength(JSON.stringify(value)) <= maxBytes;
}

function wellFormed(value: unknown): boolean {
  if (typeof value === 'string') return isWellFormedText(value);
  if (Array.isArray(value)) return value.every(wellFormed);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).every(([key, item]) => isWellFormedText(key) && wellFormed(item));
  return true;
}

/** class-validator decorator for isStorableJsonObject. */
export function IsStorableJsonObject(maxBytes: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isStorableJsonObject',
      validator: {
        validate: (value: unknown) => isStorableJsonObject(value, maxBytes),
        defaultMessage: (args) =>
          `${args?.property ?? 'value'} must be a JSON object of at most ${maxBytes} bytes, with well-formed text`,
      },
    },
    options,
  );
}
