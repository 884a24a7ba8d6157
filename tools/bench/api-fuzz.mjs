#!/usr/bin/env node
// The OpenAPI-driven fuzz (apps/api/test/fuzz, issue 10) against the built API over real HTTP:
// 10,000 requests by default, where the API test run sends 2,000 in process. `npm run bench` runs
// it after the throughput rows and writes one row; alone:
//
//   npx nx build api && node tools/bench/api-fuzz.mjs [--requests 10000] [--seed issue-10]
//     [--operation searchProducts,listProducts] [--connections 2] [--url http://127.0.0.1:3000]
//
// Without --url it starts dist/apps/api on a free port with a throw-away database, OPERATOR_TOKEN
// set and rate limits off (RATE_LIMIT_ENABLED=false), so refusals are the API's and not the
// limiter's. FUZZ_SEED, FUZZ_REQUESTS and FUZZ_OPERATION work as in the API test. Exits 1 when
// the fuzz finds a failure, printing each kind with its exact request and a replay line (the
// replay line is for the API test; the request is the reproduction over HTTP).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startBuiltApi } from './built-api.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const FUZZ_DIR = resolve(here, '../../apps/api/test/fuzz');
const OPERATOR_TOKEN = 'bench-fuzz-operator-token-0123456789';
const SITE_HOSTS = ['localhost', 'staff.localhost'];

/** The generator is TypeScript shared with the API tests; SWC compiles it on require. */
function loadFuzz() {
  const require = createRequire(import.meta.url);
  process.env.SWC_NODE_PROJECT ??= resolve(here, '../../apps/api/tsconfig.json');
  require('@swc-node/register/register').register();
  const load = (name) => require(join(FUZZ_DIR, `${name}.ts`));
  return {
    ...load('fuzz-run'),
    ...load('fuzz-settings'),
    ...load('transports'),
    ...load('known-good-samples'),
    ...load('credentials'),
    ...load('failure-report'),
  };
}

/** The built API with the fuzz's settings: the operator token, rate limits off, only errors logged. */
function startApi(build, scratch) {
  return startBuiltApi({
    build,
    scratch,
    name: 'api-fuzz',
    env: { LOG_LEVEL: 'error', OPERATOR_TOKEN, RATE_LIMIT_ENABLED: 'false' },
  });
}

/** Live sessions the signed-in requests pick from; enough that the run's own logouts leave most. */
const LIVE_SESSIONS = 40;

/**
 * Sessions for the signed-in operations, made as a client makes them: one consumer signs up, then
 * signs in again and again (every sign-in is a new session), and one session is logged out.
 */
async function httpSessions(url) {
  const post = async (path, body, headers = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
    return response.json();
  };
  const email = `fuzz-${Date.now()}@example.com`;
  const key = 'fuzz shopper password over http';
  const signIn = async () =>
    (await post('/api/ecom/v1.0/create-customer-token', { email, key })).sessionToken;
  await post('/api/ecom/v1.0/create-customer-token', {
    email,
    key,
    first_name: 'Fuzz',
    last_name: 'Shopper',
  });
  const live = [];
  for (let i = 0; i < LIVE_SESSIONS; i += 1) live.push(await signIn());
  const revoked = await signIn();
  await post('/api/ecom/v1.0/logout', {}, { authorization: `Bearer ${revoked}` });
  return { live, revoked };
}

const errorsLogged = (logFile) =>
  existsSync(logFile)
    ? readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => /"level":50/.test(line)).length
    : 0;

/**
 * Runs the fuzz over HTTP and returns its numbers, the report and a row for the bench table
 * (throughput of the mixed traffic; the last column counts failures, since most answers are
 * deliberate 4xx).
 */
export async function runApiFuzz(options = {}) {
  const fuzz = loadFuzz();
  const settings = fuzz.fuzzSettings(
    {
      ...process.env,
      ...(options.requests && { FUZZ_REQUESTS: String(options.requests) }),
      ...(options.seed && { FUZZ_SEED: options.seed }),
      ...(options.operation && { FUZZ_OPERATION: options.operation }),
    },
    10_000,
  );
  const scratch = mkdtempSync(join(os.tmpdir(), 'shop-fuzz-'));
  const api = options.url
    ? { url: options.url, logFile: undefined, stop: async () => undefined }
    : await startApi(options.build ?? resolve('dist/apps/api'), scratch);
  const send = fuzz.httpTransport(api.url);
  try {
    const served = await fetch(`${api.url}/api/openapi.json`);
    if (!served.ok) throw new Error(`GET /api/openapi.json answered ${served.status}`);
    const document = await served.json();
    const result = await fuzz.runFuzz({
      document,
      send,
      seed: settings.seed,
      requests: settings.requests,
      operations: settings.operations,
      book: await fuzz.discoverSamples(send, SITE_HOSTS[0]),
      credentials: {
        operator: fuzz.bearerCredentials(options.operatorToken ?? OPERATOR_TOKEN),
        session: fuzz.sessionCredentials(await httpSessions(api.url)),
      },
      hosts: SITE_HOSTS,
      // Two in flight: the load generator shares this machine's two cores with the server.
      concurrency: options.connections ?? 2,
    });
    const kinds = fuzz.groupFailures(result.failures).length;
    const facts = { seed: settings.seed, requests: result.sent, transport: `HTTP to ${api.url}` };
    const p = (q) => Math.round(fuzz.percentile(result.latenciesMs, q) * 10) / 10;
    const summary = {
      seed: settings.seed,
      requests: result.sent,
      failures: result.failures.length,
      kinds,
      errorsLogged: api.logFile ? errorsLogged(api.logFile) : undefined,
      rps: result.sent / (result.durationMs / 1000),
      p50: p(50),
      p99: p(99),
      seconds: result.durationMs / 1000,
      report: result.failures.length ? fuzz.formatReport(result.failures, facts) : '',
    };
    return {
      ...summary,
      row: {
        name: `OpenAPI fuzz: ${summary.requests} valid and hostile requests, seed ${summary.seed}: ${
          summary.failures ? `${summary.failures} failing answers in ${kinds} kinds` : 'no failures'
        } (last column: failures)`,
        rps: summary.rps,
        p50: summary.p50,
        p99: summary.p99,
        total: summary.requests,
        non2xx: 0,
        errors: summary.failures,
        cpuUs: null,
      },
    };
  } finally {
    await api.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** One line for a console: the verdict and the traffic it was measured on. */
export function describeFuzz(result) {
  return (
    `OpenAPI fuzz over HTTP: ${result.requests} requests (seed ${result.seed}) in ${result.seconds.toFixed(1)} s, ` +
    `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms: ` +
    (result.failures ? `${result.failures} failing answers in ${result.kinds} kinds` : 'no failures') +
    (result.errorsLogged === undefined ? '' : `; the server logged ${result.errorsLogged} errors`)
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      url: { type: 'string' },
      requests: { type: 'string' },
      seed: { type: 'string' },
      operation: { type: 'string' },
      connections: { type: 'string' },
      'operator-token': { type: 'string' },
    },
  });
  runApiFuzz({
    url: args.url,
    requests: args.requests && Number(args.requests),
    seed: args.seed,
    operation: args.operation,
    connections: args.connections && Number(args.connections),
    operatorToken: args['operator-token'],
  })
    .then((result) => {
      if (result.report) console.log(result.report);
      console.log(describeFuzz(result));
      if (result.failures) process.exitCode = 1;
    })
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
