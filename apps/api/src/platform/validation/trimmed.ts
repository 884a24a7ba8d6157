import type { TransformFnParams } from 'class-transformer';

/** Surrounding spaces removed from a text field (people paste addresses with them); other types untouched. */
export function trimmed({ value }: TransformFnParams): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
