import type { CredentialTable } from './credentials';
import { readOperations, type OpenApiDocument, type Operation } from './openapi-operations';
import { createRng, type Rng } from './prng';
import * as protocol from './protocol-strategies';
import { validDraft, type BuildContext } from './request-base';
import { toFuzzRequest, type FuzzRequest } from './request-draft';
import { flatten, type SampleBook } from './schema-values';
import type { Strategy } from './strategy';
import * as text from './text-strategies';
import { opaqueToken } from './token-strategy';
import * as value from './value-strategies';

/** Every kind, in the order an operation's cycle takes them (request-plan order is replay order). */
export const STRATEGIES: Strategy[] = [
  value.valid,
  value.boundary,
  value.wrongType,
  text.nul,
  text.controlChars,
  text.loneSurrogate,
  text.invalidUtf8,
  text.longString,
  value.oddNumber,
  text.deepNesting,
  value.unknownField,
  value.prototypeKey,
  value.duplicate,
  text.malformedPercent,
  opaqueToken,
  protocol.oddPath,
  protocol.oddMethod,
  protocol.oddHeader,
  protocol.oddHost,
  protocol.credentials,
  protocol.contentEncoding,
  protocol.contentType,
  protocol.malformedJson,
];

export interface PlanOptions {
  document: OpenApiDocument;
  seed: string;
  /** Total requests, shared between the operations (requestQuotas). */
  requests: number;
  /** Only these operationIds (FUZZ_OPERATION); all when empty. */
  operations?: readonly string[];
  book: SampleBook;
  credentials: CredentialTable;
  hosts: readonly string[];
  extraHeaders?: BuildContext['extraHeaders'];
}

export interface PlannedRequest {
  operation: Operation;
  request: FuzzRequest;
}

/** The operations a run covers, in document order. */
export function plannedOperations(options: Pick<PlanOptions, 'document' | 'operations'>): Operation[] {
  const all = readOperations(options.document);
  if (!options.operations?.length) return all;
  const unknown = options.operations.filter((id) => !all.some((operation) => operation.id === id));
  if (unknown.length)
    throw new Error(`FUZZ_OPERATION names no operation of the document: ${unknown.join(', ')}`);
  return all.filter((operation) => options.operations?.includes(operation.id));
}

/**
 * The order of kinds for one operation: valid requests and boundaries interleaved with every
 * hostile kind that applies, so the first few dozen requests of an operation already hold each
 * kind once. Request i of an operation is of kind cycle[i % length], whatever the budget.
 */
export function strategyCycle(operation: Operation): Strategy[] {
  const applicable = STRATEGIES.filter((strategy) => strategy.applies(operation));
  const [valid, boundary] = ['valid', 'boundary'].map((name) => applicable.find((s) => s.name === name));
  const hostile = applicable.filter((strategy) => strategy.hostile);
  const cycle: Strategy[] = [];
  hostile.forEach((strategy, i) => {
    if (valid && i % 3 === 0) cycle.push(valid);
    if (boundary && i % 4 === 1) cycle.push(boundary);
    cycle.push(strategy);
  });
  return cycle.length ? cycle : applicable;
}

/** How many inputs an operation has: parameters and top-level body fields. */
function surface(document: OpenApiDocument, operation: Operation): number {
  const body = operation.body
    ? Object.keys(flatten(document, operation.body.schema).properties ?? {}).length
    : 0;
  return operation.parameters.length + body;
}

/**
 * Requests per operation. Each gets one full cycle of its kinds first (so every kind reaches
 * every operation); the rest goes by the number of inputs, since a search with 13 parameters has
 * more to get wrong than a health check with none. Below one cycle each, shares shrink evenly.
 */
export function requestQuotas(
  document: OpenApiDocument,
  operations: readonly Operation[],
  total: number,
): Map<string, number> {
  const cycles = operations.map((operation) => strategyCycle(operation).length);
  const base = cycles.reduce((sum, n) => sum + n, 0);
  const weights = total <= base ? cycles : operations.map((operation) => surface(document, operation));
  const spread = total <= base ? total : total - base;
  const weightSum = weights.reduce((sum, n) => sum + n, 0);
  const quotas = operations.map(
    (_, i) =>
      (total <= base ? 0 : cycles[i]) + (weightSum ? Math.floor((spread * weights[i]) / weightSum) : 0),
  );
  // What rounding left over goes one request at a time, to the least served operations first.
  let left = total - quotas.reduce((sum, n) => sum + n, 0);
  const order = operations.map((_, i) => i).sort((a, b) => quotas[a] - quotas[b] || a - b);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) quotas[order[k]] += 1;
  return new Map(operations.map((operation, i) => [operation.id, quotas[i]]));
}

/**
 * The requests of a run, made one at a time (100 KB bodies are not kept). Operations take turns
 * until their quota is spent; request i of operation X depends only on (seed, X, i), so
 * `FUZZ_OPERATION=X FUZZ_REQUESTS=i+1` with the same seed makes the same request again.
 */
export function* planRequests(options: PlanOptions): Generator<PlannedRequest> {
  const operations = plannedOperations(options);
  if (!operations.length) return;
  const quotas = requestQuotas(options.document, operations, options.requests);
  const cycles = new Map(operations.map((operation) => [operation.id, strategyCycle(operation)]));
  const longest = Math.max(...quotas.values());
  for (let index = 0; index < longest; index += 1) {
    for (const operation of operations) {
      if (index >= (quotas.get(operation.id) ?? 0)) continue;
      yield { operation, request: buildRequest(options, operation, cycles.get(operation.id) ?? [], index) };
    }
  }
}

export function buildRequest(
  options: PlanOptions,
  operation: Operation,
  cycle: Strategy[],
  index: number,
): FuzzRequest {
  const rng: Rng = createRng(`${options.seed}:${operation.id}:${index}`);
  const strategy = cycle[index % cycle.length];
  const context: BuildContext = {
    document: options.document,
    operation,
    rng,
    book: options.book,
    credentials: options.credentials,
    hosts: options.hosts,
    extraHeaders: options.extraHeaders,
    round: Math.floor(index / cycle.length),
    offset: createRng(`${options.seed}:${operation.id}:${strategy.name}`).int(0, 9999),
  };
  const base = validDraft({ ...context, rng: rng.fork('base') });
  const built = strategy.build({ ...context, rng: rng.fork(strategy.name) }, base);
  return toFuzzRequest(built.draft, {
    operationId: operation.id,
    index,
    strategy: strategy.name,
    target: built.target,
    variant: built.variant,
    expect: built.expect ?? 'any',
  });
}
