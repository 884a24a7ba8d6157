/**
 * The part of an OpenAPI 3.0 document the fuzz reads: every operation with its parameters, JSON
 * body, security and responses, `$ref`s resolved on demand (schemas may be recursive, so they are
 * resolved where they are walked, not expanded up front).
 */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  example?: unknown;
  default?: unknown;
  [keyword: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, unknown>;
    parameters?: Record<string, unknown>;
    requestBodies?: Record<string, unknown>;
    responses?: Record<string, unknown>;
  };
  security?: Array<Record<string, string[]>>;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: Schema;
}

export interface RequestBodySpec {
  required: boolean;
  /** The JSON media type the operation takes (the fuzz only builds JSON bodies). */
  contentType: string;
  schema: Schema;
}

export interface ResponseSpec {
  /** Media type → schema; empty when the response has no body. */
  content: Record<string, Schema | undefined>;
}

export interface Operation {
  id: string;
  method: string;
  /** The path template as documented, e.g. /api/orders/{id}. */
  path: string;
  parameters: Parameter[];
  body?: RequestBodySpec;
  /** Alternatives (any one suffices), each a list of scheme names (all needed). [] = public. */
  security: string[][];
  /** By status code as written in the document ('200', '4XX', 'default'). */
  responses: Record<string, ResponseSpec>;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Follows `$ref`s until a schema (or parameter, body...) that is not a reference. */
export function resolve<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let hops = 0; hops < 32; hops += 1) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string') return current as T;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, not ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  throw new Error('$ref chain too long (a cycle?)');
}

/** Every operation of the document, in document order. */
export function readOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths)) {
    const item = resolve(document, rawItem) as Record<string, unknown>;
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const id = (raw.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`;
      operations.push({
        id,
        method: method.toUpperCase(),
        path,
        parameters: readParameters(document, [...shared, ...((raw.parameters as unknown[]) ?? [])]),
        body: readBody(document, raw.requestBody),
        security: readSecurity(
          (raw.security as Array<Record<string, string[]>> | undefined) ?? document.security ?? [],
        ),
        responses: readResponses(document, (raw.responses as Record<string, unknown>) ?? {}),
      });
    }
  }
  return operations;
}

function readParameters(document: OpenApiDocument, raw: unknown[]): Parameter[] {
  // An operation's parameter overrides a path item's of the same name and location.
  const byKey = new Map<string, Parameter>();
  for (const entry of raw) {
    const parameter = resolve(document, entry as Record<string, unknown>);
    const location = parameter.in as ParameterLocation;
    byKey.set(`${location}:${String(parameter.name)}`, {
      name: String(parameter.name),
      in: location,
      required: location === 'path' || parameter.required === true,
      schema: (parameter.schema as Schema | undefined) ?? { type: 'string' },
    });
  }
  return [...byKey.values()];
}

function readBody(document: OpenApiDocument, raw: unknown): RequestBodySpec | undefined {
  if (!raw) return undefined;
  const body = resolve(document, raw as Record<string, unknown>);
  const content = (body.content as Record<string, { schema?: Schema }> | undefined) ?? {};
  const contentType = Object.keys(content).find((type) => /^application\/([\w.+-]*\+)?json/.test(type));
  if (!contentType) return undefined;
  return {
    required: body.required === true,
    contentType,
    schema: content[contentType].schema ?? {},
  };
}

function readSecurity(requirements: Array<Record<string, string[]>>): string[][] {
  // [{}] in the document means "no credentials needed"; it is then the same as none at all.
  const alternatives = requirements.map((requirement) => Object.keys(requirement));
  return alternatives.some((names) => names.length === 0) ? [] : alternatives;
}

function readResponses(
  document: OpenApiDocument,
  raw: Record<string, unknown>,
): Record<string, ResponseSpec> {
  const responses: Record<string, ResponseSpec> = {};
  for (const [status, entry] of Object.entries(raw)) {
    const response = resolve(document, entry as Record<string, unknown>);
    const content = (response.content as Record<string, { schema?: Schema }> | undefined) ?? {};
    responses[status] = {
      content: Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema])),
    };
  }
  return responses;
}
