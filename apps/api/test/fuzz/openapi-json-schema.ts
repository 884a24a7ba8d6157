import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, Schema } from './openapi-operations';

const DOCUMENT_ID = 'https://fuzz.invalid/openapi.json';

/** Keywords OpenAPI 3.0 adds to JSON Schema that a JSON Schema validator must not see. */
const OPENAPI_ONLY = new Set(['example', 'discriminator', 'xml', 'externalDocs', 'deprecated', 'nullable']);

/**
 * OpenAPI 3.0 schema → JSON Schema (draft 7): `nullable` becomes a null alternative (beside
 * `allOf`, where `type: [..., 'null']` would not do), boolean `exclusiveMinimum`/`Maximum`
 * become numbers, `format: binary` (bytes, not text) is dropped, local `$ref`s point into the
 * document registered with Ajv, vendor extensions go.
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (OPENAPI_ONLY.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') out.$ref = refInto(value);
    else if (key === 'format' && (value === 'binary' || value === 'byte')) continue;
    else if (key === 'exclusiveMinimum' && typeof value === 'boolean') {
      if (value && typeof source.minimum === 'number') out.exclusiveMinimum = source.minimum;
    } else if (key === 'exclusiveMaximum' && typeof value === 'boolean') {
      if (value && typeof source.maximum === 'number') out.exclusiveMaximum = source.maximum;
    } else if (key === 'enum' || key === 'const' || key === 'default') {
      out[key] = value;
    } else if (key === 'properties' || key === 'patternProperties' || key === 'definitions') {
      out[key] = Object.fromEntries(
        Object.entries(value as object).map(([name, sub]) => [name, toJsonSchema(sub)]),
      );
    } else out[key] = toJsonSchema(value);
  }
  if (source.exclusiveMinimum === true) delete out.minimum;
  if (source.exclusiveMaximum === true) delete out.maximum;
  return source.nullable === true ? { anyOf: [{ type: 'null' }, out] } : out;
}

/** Component schemas live under `definitions` of one registered schema, where Ajv looks for them. */
function refInto(ref: string): string {
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  if (!name) throw new Error(`Response schemas may only refer to #/components/schemas, not ${ref}`);
  return `${DOCUMENT_ID}#/definitions/${name}`;
}

/** Validators for response schemas, compiled once per schema. */
export class ResponseSchemas {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<Schema, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    // strict off: DTO schemas carry descriptions and keywords Ajv's strict mode rejects.
    this.ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
    addFormats(this.ajv);
    const definitions = Object.fromEntries(
      Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [
        name,
        toJsonSchema(schema),
      ]),
    );
    this.ajv.addSchema({ $id: DOCUMENT_ID, definitions });
  }

  /** undefined when the value matches; otherwise the first problem, with its JSON path. */
  check(schema: Schema, value: unknown): string | undefined {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as object);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return undefined;
    const error = validate.errors?.[0];
    return error ? `${error.instancePath || '/'} ${error.message ?? error.keyword}` : 'does not match';
  }
}
