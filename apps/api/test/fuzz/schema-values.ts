import { resolve, type OpenApiDocument, type Schema } from './openapi-operations';
import type { Rng } from './prng';
import { sampleMatching } from './regex-sample';

/**
 * Known-good values by name, e.g. a real product handle or SKU, which a schema alone cannot
 * produce. Keys are `operationId:name` (wins) or a bare parameter/property name; for an array
 * field the values are its items. A sample is only used where it fits the schema.
 * `operationId:*` holds whole parameter sets whose values only work together (a cursor and the
 * sort it was issued for), as objects by parameter name (`body` for a whole body).
 */
export type SampleBook = Readonly<Record<string, readonly unknown[]>>;

export interface ValueContext {
  document: OpenApiDocument;
  rng: Rng;
  book: SampleBook;
  operationId: string;
  /** The parameter or property the value is for (samples are looked up by it). */
  name: string;
  depth?: number;
}

/** A schema with its `$ref` resolved and its `allOf` merged into one. */
export function flatten(document: OpenApiDocument, schema: Schema | undefined): Schema {
  const resolved = resolve<Schema>(document, schema ?? {});
  if (!resolved.allOf) return resolved;
  const { allOf, ...rest } = resolved;
  return [...allOf.map((part) => flatten(document, part)), rest].reduce(mergeSchemas, {});
}

function mergeSchemas(a: Schema, b: Schema): Schema {
  const merged: Schema = { ...a, ...b };
  if (a.properties || b.properties) merged.properties = { ...a.properties, ...b.properties };
  if (a.required || b.required)
    merged.required = [...new Set([...(a.required ?? []), ...(b.required ?? [])])];
  return merged;
}

/** The JSON type a schema describes, inferred when `type` is left out. */
export function typeOf(schema: Schema): string | undefined {
  if (schema.type) return schema.type;
  if (schema.properties || schema.additionalProperties) return 'object';
  if (schema.items) return 'array';
  const first = schema.enum?.[0];
  if (typeof first === 'string') return 'string';
  if (typeof first === 'number') return Number.isInteger(first) ? 'integer' : 'number';
  if (typeof first === 'boolean') return 'boolean';
  return undefined;
}

export function samplesFor(book: SampleBook, operationId: string, name: string): readonly unknown[] {
  return book[`${operationId}:${name}`] ?? book[name] ?? [];
}

/** Whether a value obeys the schema's simple rules (enough to trust a sample or an example). */
export function fits(document: OpenApiDocument, value: unknown, raw: Schema): boolean {
  const schema = flatten(document, raw);
  if (value === null) return schema.nullable === true;
  if (schema.enum && !schema.enum.some((option) => option === value)) return false;
  switch (typeOf(schema)) {
    case 'string':
      return (
        typeof value === 'string' &&
        value.length >= (schema.minLength ?? 0) &&
        value.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern).test(value))
      );
    case 'integer':
    case 'number':
      return (
        typeof value === 'number' &&
        (typeOf(schema) === 'number' || Number.isInteger(value)) &&
        value >= (schema.minimum ?? -Infinity) &&
        value <= (schema.maximum ?? Infinity)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return (
        Array.isArray(value) &&
        value.length >= (schema.minItems ?? 0) &&
        value.length <= (schema.maxItems ?? Infinity) &&
        value.every((item) => fits(document, item, schema.items ?? {}))
      );
    case 'object':
      return typeof value === 'object' && !Array.isArray(value);
    default:
      return true;
  }
}

/** A value the schema accepts, preferring known-good samples and documented examples. */
export function validValue(raw: Schema, context: ValueContext): unknown {
  const { document, rng } = context;
  const depth = context.depth ?? 0;
  const schema = flatten(document, raw);
  const options = schema.oneOf ?? schema.anyOf;
  if (options) return validValue(rng.pick(options), context);
  if (schema.nullable && rng.chance(0.05)) return null;
  const type = typeOf(schema);

  if (type !== 'array' && type !== 'object') {
    const samples = samplesFor(context.book, context.operationId, context.name).filter((sample) =>
      fits(document, sample, schema),
    );
    if (samples.length && rng.chance(0.8)) return rng.pick(samples);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  if (schema.example !== undefined && rng.chance(0.3) && fits(document, schema.example, schema))
    return schema.example;

  switch (type) {
    case 'string':
      return validString(schema, rng);
    case 'integer':
    case 'number':
      return validNumber(schema, rng, type === 'integer');
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const count = rng.int(Math.max(min, Math.min(1, max)), max);
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, { ...context, depth: depth + 1 }),
      );
    }
    case 'object':
      return validObject(schema, { ...context, depth: depth + 1 });
    default:
      return 'x';
  }
}

function validObject(schema: Schema, context: ValueContext): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    // Deep optional branches are left out so a recursive schema always ends.
    const include = required.has(name) || ((context.depth ?? 0) < 6 && context.rng.chance(0.6));
    if (include) value[name] = validValue(property, { ...context, name });
  }
  if (typeof schema.additionalProperties === 'object' && (context.depth ?? 0) < 6) {
    for (let i = context.rng.int(0, 2); i > 0; i -= 1) {
      value[`key${i}`] = validValue(schema.additionalProperties, { ...context, name: `key${i}` });
    }
  }
  return value;
}

const WORD_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789';

function validString(schema: Schema, rng: Rng): string {
  const byFormat = formattedString(schema.format, rng);
  if (byFormat !== undefined) return byFormat;
  if (schema.pattern) {
    const matching = sampleMatching(schema.pattern, rng);
    if (matching !== undefined) return matching;
  }
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? min + 12, min + 12));
  return Array.from({ length: rng.int(min, max) }, () => rng.pick([...WORD_CHARS])).join('');
}

function formattedString(format: string | undefined, rng: Rng): string | undefined {
  const hex = (length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');
  switch (format) {
    case 'date-time':
      return new Date(
        Date.UTC(2020 + rng.int(0, 10), rng.int(0, 11), rng.int(1, 28), rng.int(0, 23)),
      ).toISOString();
    case 'date':
      return `${2020 + rng.int(0, 10)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
    case 'email':
      return `fuzz${rng.int(1, 9999)}@example.com`;
    case 'uuid':
      return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
    case 'uri':
    case 'url':
      return `https://example.com/${hex(6)}`;
    case 'byte':
      return Buffer.from(hex(6)).toString('base64');
    default:
      return undefined;
  }
}

function validNumber(schema: Schema, rng: Rng, integer: boolean): number {
  const exclusiveLow = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveHigh = schema.exclusiveMaximum === true ? 1 : 0;
  const low =
    (typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined) ??
    (schema.minimum !== undefined ? schema.minimum + exclusiveLow : undefined) ??
    (schema.maximum !== undefined ? Math.min(0, schema.maximum - 100) : 0);
  const high =
    (typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined) ??
    (schema.maximum !== undefined ? schema.maximum - exclusiveHigh : undefined) ??
    low + 100;
  const whole = rng.int(Math.ceil(low), Math.floor(high));
  if (integer || rng.chance(0.7) || whole + 0.5 > high) return whole;
  return whole + 0.5;
}
