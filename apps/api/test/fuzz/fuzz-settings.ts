/**
 * The knobs of a fuzz run, from the environment, so a failure printed by CI replays locally:
 *   FUZZ_SEED       the seed (any text; default below)
 *   FUZZ_REQUESTS   total requests, shared equally between operations
 *   FUZZ_OPERATION  comma-separated operationIds to fuzz alone
 */
export const DEFAULT_SEED = 'issue-10';

export interface FuzzSettings {
  seed: string;
  requests: number;
  operations: string[];
}

export function fuzzSettings(env: NodeJS.ProcessEnv, defaultRequests: number): FuzzSettings {
  const requests = env.FUZZ_REQUESTS ? Number(env.FUZZ_REQUESTS) : defaultRequests;
  if (!Number.isInteger(requests) || requests < 1)
    throw new Error(`FUZZ_REQUESTS must be a positive integer, not ${env.FUZZ_REQUESTS}`);
  return {
    seed: env.FUZZ_SEED || DEFAULT_SEED,
    requests,
    operations: (env.FUZZ_OPERATION ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  };
}
