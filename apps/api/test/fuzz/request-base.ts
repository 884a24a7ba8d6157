import type { CredentialTable } from './credentials';
import type { OpenApiDocument, Operation, Parameter, Schema } from './openapi-operations';
import type { Rng } from './prng';
import { WireText, type QueryPair, type RequestDraft } from './request-draft';
import { fits, flatten, typeOf, validValue, type SampleBook } from './schema-values';

/** Everything a strategy needs to build one request of one operation. */
export interface BuildContext {
  document: OpenApiDocument;
  operation: Operation;
  rng: Rng;
  book: SampleBook;
  credentials: CredentialTable;
  /** Host headers of the sites; every request carries one of them unless a strategy alters it. */
  hosts: readonly string[];
  extraHeaders?: (operation: Operation, rng: Rng) => Record<string, string>;
  /** How many times this operation's cycle of kinds has come round before this request. */
  round: number;
  /** A fixed offset per operation and kind, so rotations start at different places. */
  offset: number;
}

/** Walks through a list one step per round, so successive rounds of a kind reach every entry. */
export function rotate<T>(context: BuildContext, items: readonly T[]): T {
  if (!items.length) throw new Error('rotate through an empty list');
  return items[(context.offset + context.round) % items.length];
}

/** A place a value goes: a declared parameter, or a field of the JSON body (by its path). */
export interface Slot {
  location: 'query' | 'path' | 'header' | 'body';
  name: string;
  /** For body slots: property names and item indexes from the body's root. */
  bodyPath: Array<string | number>;
  schema: Schema;
  required: boolean;
}

/** How the reports name a slot: query.q, body.skus[], body. */
export function slotLabel(slot: Slot): string {
  if (slot.location !== 'body') return `${slot.location}.${slot.name}`;
  return slot.bodyPath.reduce<string>(
    (label, part) => (typeof part === 'number' ? `${label}[]` : `${label}.${part}`),
    'body',
  );
}

const RESPONSE_ENCODINGS = [undefined, undefined, 'gzip', 'br', 'gzip, deflate, br, zstd'];

/** A request the document says is fine: credentials, a site's host, valid parameters and body. */
export function validDraft(context: BuildContext): RequestDraft {
  const { operation, rng } = context;
  const headers: Record<string, string> = { host: rng.pick(context.hosts) };
  const encoding = rng.pick(RESPONSE_ENCODINGS);
  if (encoding) headers['accept-encoding'] = encoding;
  Object.assign(headers, acceptedCredentials(context), context.extraHeaders?.(operation, rng));

  const draft: RequestDraft = {
    method: operation.method,
    path: operation.path,
    pathParams: {},
    query: [],
    headers,
  };
  // A known-good set (a cursor with the sort it was issued for) is taken whole, or not at all.
  const sets = context.book[`${operation.id}:*`] as ReadonlyArray<Record<string, unknown>> | undefined;
  const set = sets?.length && rng.chance(0.4) ? rng.pick(sets) : undefined;
  for (const parameter of operation.parameters) {
    const given = set?.[parameter.name];
    if (given !== undefined && fits(context.document, given, parameter.schema)) {
      setParameter(draft, parameter, given);
      continue;
    }
    if (!parameter.required && (set || !rng.chance(0.5))) continue;
    setParameter(draft, parameter, valueFor(context, parameter.schema, parameter.name));
  }
  if (operation.body && (operation.body.required || rng.chance(0.85))) {
    draft.body = { json: set?.body ?? valueFor(context, operation.body.schema, 'body') };
  }
  return draft;
}

export function valueFor(context: BuildContext, schema: Schema, name: string): unknown {
  return validValue(schema, {
    document: context.document,
    rng: context.rng,
    book: context.book,
    operationId: context.operation.id,
    name,
  });
}

function acceptedCredentials(context: BuildContext): Record<string, string> {
  const { operation } = context;
  if (!operation.security.length) return {};
  const headers: Record<string, string> = {};
  for (const scheme of operation.security[0]) {
    const entry = context.credentials[scheme];
    if (!entry)
      throw new Error(
        `No credentials for security scheme '${scheme}' (operation ${operation.id}): add it to the fuzz's credential table`,
      );
    Object.assign(headers, entry.accepted(context.rng));
  }
  return headers;
}

/** Query text for a parameter value (form style, exploded: arrays repeat the name). */
export function queryPairs(name: string, value: unknown): QueryPair[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.map((item) => ({ name, value: queryText(item) }));
  if (value !== null && typeof value === 'object' && !(value instanceof WireText)) {
    return Object.entries(value).map(([key, item]) => ({ name: key, value: queryText(item) }));
  }
  return [{ name, value: queryText(value) }];
}

function queryText(value: unknown): QueryPair['value'] {
  if (value === null) return '';
  if (value instanceof WireText) return value;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function setParameter(draft: RequestDraft, parameter: Parameter, value: unknown): void {
  if (parameter.in === 'query') draft.query.push(...queryPairs(parameter.name, value));
  else if (parameter.in === 'path') draft.pathParams[parameter.name] = String(value);
  else if (parameter.in === 'header') draft.headers[parameter.name.toLowerCase()] = String(value);
  else {
    const cookie = `${parameter.name}=${encodeURIComponent(String(value))}`;
    draft.headers.cookie = draft.headers.cookie ? `${draft.headers.cookie}; ${cookie}` : cookie;
  }
}

/** Every place a value can be put in this operation's request, given the body the draft has. */
export function slotsOf(context: BuildContext, draft: RequestDraft): Slot[] {
  const slots: Slot[] = context.operation.parameters
    .filter((parameter) => parameter.in !== 'cookie')
    .map((parameter) => ({
      location: parameter.in as Slot['location'],
      name: parameter.name,
      bodyPath: [],
      schema: flatten(context.document, parameter.schema),
      required: parameter.required,
    }));
  const body = context.operation.body;
  if (body) {
    const json = draft.body && 'json' in draft.body ? draft.body.json : undefined;
    walkBody(context, json, body.schema, [], body.required, slots);
  }
  return slots;
}

function walkBody(
  context: BuildContext,
  value: unknown,
  raw: Schema,
  path: Array<string | number>,
  required: boolean,
  slots: Slot[],
): void {
  const schema = flatten(context.document, raw);
  slots.push({ location: 'body', name: String(path.at(-1) ?? 'body'), bodyPath: path, schema, required });
  if (path.length > 8) return;
  const type = typeOf(schema);
  if (type === 'object' && schema.properties) {
    const present = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    const requiredNames = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties)) {
      walkBody(context, present[name], property, [...path, name], requiredNames.has(name), slots);
    }
  } else if (type === 'array' && Array.isArray(value) && value.length) {
    walkBody(context, value[0], schema.items ?? {}, [...path, 0], false, slots);
  }
}

/** The draft with `value` in the slot; OMIT removes it. The original draft is left as it was. */
export const OMIT = Symbol('omit');

export function withValue(draft: RequestDraft, slot: Slot, value: unknown): RequestDraft {
  const next: RequestDraft = {
    ...draft,
    pathParams: { ...draft.pathParams },
    query: [...draft.query],
    headers: { ...draft.headers },
  };
  switch (slot.location) {
    case 'query':
      next.query = next.query.filter((pair) => pair.name !== slot.name);
      if (value !== OMIT) next.query.push(...queryPairs(slot.name, value));
      return next;
    case 'path':
      next.pathParams[slot.name] = value === OMIT ? '' : (value as string);
      return next;
    case 'header':
      if (value === OMIT) delete next.headers[slot.name.toLowerCase()];
      else next.headers[slot.name.toLowerCase()] = String(value);
      return next;
    case 'body': {
      if (!slot.bodyPath.length) {
        next.body = value === OMIT ? undefined : { json: value };
        return next;
      }
      const json = draft.body && 'json' in draft.body ? cloneJson(draft.body.json) : {};
      setAt(json, slot.bodyPath, value);
      next.body = { json };
      return next;
    }
  }
}

function cloneJson(value: unknown): unknown {
  return value === undefined ? {} : JSON.parse(JSON.stringify(value));
}

function setAt(root: unknown, path: Array<string | number>, value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const [i, part] of path.slice(0, -1).entries()) {
    if (node[part] === null || typeof node[part] !== 'object')
      node[part] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[part] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (value === OMIT) delete node[last];
  else if (last === '__proto__')
    Object.defineProperty(node, last, { value, enumerable: true, writable: true });
  else node[last] = value;
}

/** Adds a key to an object in the body without touching the prototype, even for `__proto__`. */
export function withBodyKey(
  draft: RequestDraft,
  objectPath: Array<string | number>,
  key: string,
  value: unknown,
): RequestDraft {
  const json = draft.body && 'json' in draft.body ? cloneJson(draft.body.json) : {};
  let node = json as Record<string | number, unknown>;
  for (const part of objectPath) {
    if (node[part] === null || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Record<string | number, unknown>;
  }
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return { ...draft, headers: { ...draft.headers }, body: { json } };
}
