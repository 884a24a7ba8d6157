import type { OpenApiDocument, Schema } from './openapi-operations';
import { flatten, typeOf } from './schema-values';

/**
 * The edges of what a schema allows: just inside (which must not break anything) and just
 * outside (which the documented contract rules out, so the server must refuse it: `refuse`).
 */
export interface Boundary {
  label: string;
  value: unknown;
  refuse: boolean;
}

/** `valid` is a value the schema accepts, used to build strings and arrays of the right kind. */
export function boundaryValues(document: OpenApiDocument, raw: Schema, valid: unknown): Boundary[] {
  const schema = flatten(document, raw);
  const cases: Boundary[] = [];
  if (schema.enum?.length) {
    schema.enum.forEach((option) =>
      cases.push({ label: `enum ${String(option)}`, value: option, refuse: false }),
    );
    const outside =
      typeof schema.enum[0] === 'number' ? Math.max(...(schema.enum as number[])) + 1 : 'zz-not-listed';
    cases.push({ label: 'not in the enum', value: outside, refuse: true });
    return cases;
  }
  switch (typeOf(schema)) {
    case 'string':
      return stringBoundaries(schema, typeof valid === 'string' && valid ? valid : 'a');
    case 'integer':
    case 'number':
      return numberBoundaries(schema, typeOf(schema) === 'integer');
    case 'boolean':
      return [
        { label: 'true', value: true, refuse: false },
        { label: 'false', value: false, refuse: false },
      ];
    case 'array':
      return arrayBoundaries(schema, Array.isArray(valid) ? valid : []);
    default:
      return cases;
  }
}

/** A string of exactly `length` characters made from the valid one's, so it keeps its alphabet. */
function stretch(valid: string, length: number): string {
  if (length <= 0) return '';
  const source = /^[\x20-\x7e]+$/.test(valid) ? valid : 'a';
  return source.repeat(Math.ceil(length / source.length)).slice(0, length);
}

function stringBoundaries(schema: Schema, valid: string): Boundary[] {
  const cases: Boundary[] = [];
  const min = schema.minLength ?? 0;
  if (min > 0)
    cases.push({ label: `minLength - 1 (${min - 1})`, value: stretch(valid, min - 1), refuse: true });
  else cases.push({ label: 'empty', value: '', refuse: false });
  if (schema.maxLength !== undefined) {
    // A fixed prefix such as the '/' a pattern wants stays first, so only the length is wrong.
    const longest = stretch(valid, schema.maxLength);
    cases.push({ label: `maxLength (${schema.maxLength})`, value: longest, refuse: false });
    cases.push({
      label: `maxLength + 1 (${schema.maxLength + 1})`,
      value: longest + longest.slice(-1),
      refuse: true,
    });
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const broken = [`${valid}~`, `~${valid}`, `${valid} `, valid.toUpperCase(), ''].find(
      (candidate) => !pattern.test(candidate) && candidate.length <= (schema.maxLength ?? Infinity),
    );
    if (broken !== undefined) cases.push({ label: 'breaks the pattern', value: broken, refuse: true });
  }
  return cases;
}

function numberBoundaries(schema: Schema, integer: boolean): Boundary[] {
  const cases: Boundary[] = [];
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const inRange = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  if (min !== undefined) {
    cases.push({ label: `minimum (${min})`, value: min, refuse: schema.exclusiveMinimum === true });
    cases.push({ label: `minimum - 1 (${min - 1})`, value: min - 1, refuse: true });
  }
  if (max !== undefined) {
    cases.push({ label: `maximum (${max})`, value: max, refuse: schema.exclusiveMaximum === true });
    cases.push({ label: `maximum + 1 (${max + 1})`, value: max + 1, refuse: true });
  }
  for (const n of [0, 1, -1]) {
    if (n !== min && n !== max) cases.push({ label: String(n), value: n, refuse: !inRange(n) });
  }
  if (integer) cases.push({ label: 'a fraction for an integer', value: (min ?? 0) + 1.5, refuse: true });
  return cases;
}

function arrayBoundaries(schema: Schema, valid: unknown[]): Boundary[] {
  const cases: Boundary[] = [];
  const item = valid[0];
  const filled = (length: number) =>
    Array.from({ length }, (_, i) => valid[i % Math.max(valid.length, 1)] ?? item);
  const min = schema.minItems ?? 0;
  cases.push({ label: 'empty array', value: [], refuse: min > 0 });
  if (min > 1) cases.push({ label: `minItems - 1 (${min - 1})`, value: filled(min - 1), refuse: true });
  if (schema.maxItems !== undefined && item !== undefined) {
    cases.push({ label: `maxItems (${schema.maxItems})`, value: filled(schema.maxItems), refuse: false });
    cases.push({
      label: `maxItems + 1 (${schema.maxItems + 1})`,
      value: filled(schema.maxItems + 1),
      refuse: true,
    });
  }
  return cases;
}
