import type { FuzzFailure } from './failure-report';
import { ResponseSchemas } from './openapi-json-schema';
import { planRequests, plannedOperations, type PlanOptions } from './request-plan';
import { checkResponse } from './response-check';
import type { Transport } from './transports';

export interface FuzzRunOptions extends PlanOptions {
  send: Transport;
  /** Requests in flight at once. */
  concurrency?: number;
}

export interface FuzzRunResult {
  sent: number;
  failures: FuzzFailure[];
  /** Requests per operationId, and per operationId and strategy: the coverage a run had. */
  perOperation: Map<string, number>;
  perStrategy: Map<string, Set<string>>;
  statuses: Map<number, number>;
  latenciesMs: number[];
  durationMs: number;
}

/**
 * Sends the plan through a transport and checks every answer. Framework-free: the API test run
 * passes app.inject, the bench a socket to the built server.
 */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzRunResult> {
  const schemas = new ResponseSchemas(options.document);
  const result: FuzzRunResult = {
    sent: 0,
    failures: [],
    perOperation: new Map(plannedOperations(options).map((operation) => [operation.id, 0])),
    perStrategy: new Map(),
    statuses: new Map(),
    latenciesMs: [],
    durationMs: 0,
  };
  const plan = planRequests(options);
  const started = performance.now();

  const worker = async () => {
    for (let next = plan.next(); !next.done; next = plan.next()) {
      const { operation, request } = next.value;
      result.sent += 1;
      result.perOperation.set(operation.id, (result.perOperation.get(operation.id) ?? 0) + 1);
      const strategies = result.perStrategy.get(operation.id) ?? new Set<string>();
      result.perStrategy.set(operation.id, strategies.add(request.strategy));
      const sentAt = performance.now();
      try {
        const response = await options.send(request);
        result.latenciesMs.push(performance.now() - sentAt);
        result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
        const finding = checkResponse(operation, request, response, schemas);
        if (finding) result.failures.push({ ...finding, request, response });
      } catch (error) {
        result.failures.push({ problem: 'no answer', detail: (error as Error).message, request });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));
  result.durationMs = performance.now() - started;
  return result;
}

/** The p-th percentile (0-100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
