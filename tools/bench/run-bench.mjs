#!/usr/bin/env node
// `npm run bench` (nx run api:bench, after the API build): throughput and latency of the built API
// beside bare Fastify on the same machine, everything on loopback, one run. Writes the results
// table into docs/perf.md between markers; the prose around it is written by hand.
//
// Options: --duration <s> (default 5), --warmup <s> (1), --connections <n> (10), --no-write,
// --core (the request rows and the checkouts only: no fuzz, renewals or catalogue growth; for a
// before/after comparison, run from the other build's folder: `node <this file> --core --no-write`).
// No timed assertion anywhere: this reports, it never fails on a number.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { benchAccount, sessionLookupRequests, signInRequest } from './accounts.mjs';
import { cartRequests, measureCheckouts, merchandiseIdsOf } from './cart-checkout.mjs';
import { describeFuzz, runApiFuzz } from './api-fuzz.mjs';
import { buildListingMiss } from './listing-miss.mjs';
import { runCatalogGrowth } from './catalog-growth.mjs';
import { runCharitySearch } from './charity-search.mjs';
import { startBuiltApi } from './built-api.mjs';
import { writeSection } from './perf-doc.mjs';
import { startThrowawayPostgres } from '../test-runner/throwaway-postgres.mjs';
import { runRenewalsBench } from './renewals-bench.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '4' },
    'no-write': { type: 'boolean', default: false },
    core: { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const SHOPPERS = Number(args.shoppers);
const API_BUILD = resolve('dist/apps/api');
const LISTING = '/api/catalog/products?species=dog&limit=24';
const STOCK_ZIP = '80011';
/** USER_HZ, 100 on every Linux build that matters. */
const CLOCK_TICKS = 100;
/** What a current browser offers; the API then compresses (brotli first), a CDN would cache that. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const scratch = mkdtempSync(join(os.tmpdir(), 'shop-bench-'));
const children = [];
/** Stops of the API servers started (startBuiltApi's). */
const stops = [];

/**
 * CPU time (user + system, ms) a server process has used, from /proc on Linux; null elsewhere.
 * Per request it is steadier than req/s when other work shares the cores.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

function startBare(...argv) {
  const child = fork(join(here, 'bare-server.mjs'), argv, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  children.push(child);
  return new Promise((done, fail) => {
    child.once('message', ({ port }) => done({ url: `http://127.0.0.1:${port}`, pid: child.pid }));
    child.once('exit', (code) => fail(new Error(`bare server ${argv[0]} exited with ${code}`)));
  });
}

/** The built API on PGlite, or on the PostgreSQL database at `databaseUrl`. */
function startApi({ name = 'api', databaseUrl } = {}) {
  return startBuiltApi({
    build: API_BUILD,
    scratch,
    name,
    // autocannon is one client address: limits far above its traffic keep the limiter's cost in
    // every measured request without refusing any.
    env: {
      RATE_LIMITS:
        'default=1000000,images=1000000,search=1000000,operator=1000000,signin=1000000,contact=1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
}

/** One warm-up, then one measured autocannon run; the summary the table needs. */
async function measure(name, server, options) {
  const base = { connections: CONNECTIONS, ...options };
  await autocannon({ ...base, duration: WARMUP });
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({ ...base, duration: DURATION });
  const cpuAfter = cpuMs(server.pid);
  const ok = result['2xx'];
  const summary = {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: ok + result.non2xx,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuUs:
      cpuBefore === null || cpuAfter === null || !ok
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / (ok + result.non2xx),
  };
  console.log(
    `${name.padEnd(50)} ${summary.rps.toFixed(0).padStart(7)} req/s  p50 ${summary.p50} ms  p99 ${summary.p99} ms` +
      (summary.cpuUs === null ? '' : `  ${summary.cpuUs.toFixed(0)} µs CPU/req`) +
      (summary.non2xx || summary.errors ? `  (${summary.non2xx} non-2xx, ${summary.errors} errors)` : ''),
  );
  return summary;
}

async function probe(url, init) {
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

function findSkus(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((v) => findSkus(v, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'sku' && typeof v === 'string' && v) found.add(v);
      else findSkus(v, found);
    }
  }
  return found;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  };
}

async function main() {
  console.log(
    `Benchmark: ${DURATION} s per scenario after a ${WARMUP} s warm-up, ${CONNECTIONS} connections`,
  );
  const api = await startApi();
  stops.push(api.stop);
  const hello = await startBare('hello');
  const rows = [];
  const unavailable = [];
  const run = async (name, server, options, extra = {}) =>
    rows.push({ ...(await measure(name, server, options)), ...extra });

  const listing = await probe(api.url + LISTING);
  const firstPage = listing.status === 200 ? JSON.parse(listing.body.toString()) : undefined;
  let bytes;
  if (firstPage) {
    const file = join(scratch, 'listing.json');
    writeFileSync(file, listing.body);
    bytes = await startBare('bytes', file, listing.type.split(';')[0] || 'application/json');
  }

  await run('bare Fastify: hello', hello, { url: hello.url }, { role: 'hello' });
  if (bytes)
    await run(
      `bare Fastify: the listing's ${listing.body.length} bytes`,
      bytes,
      { url: bytes.url },
      { role: 'bytes' },
    );
  await run('GET /api/health (pings the database)', api, { url: `${api.url}/api/health` }, { aim: 'health' });
  await run('GET /api/health/live (no dependency)', api, { url: `${api.url}/api/health/live` });

  if (!firstPage) {
    unavailable.push([`GET ${LISTING}`, listing.status]);
  } else {
    await run('listing, cache hit', api, { url: api.url + LISTING }, { aim: 'listing' });
    await run(`listing, cache hit, Accept-Encoding: ${BROWSER_ENCODINGS}`, api, {
      url: api.url + LISTING,
      headers: { 'accept-encoding': BROWSER_ENCODINGS },
    });
    const miss = await buildListingMiss(api.url, LISTING, firstPage);
    if (miss.requests)
      await run(`listing, cache miss (${miss.method})`, api, { url: api.url, requests: miss.requests });
    else unavailable.push(['listing, cache miss', miss.method]);
  }

  const handle = firstPage?.items?.[0]?.handle ?? 'none';
  const detailPath = `/api/ecom/v1.0/get-product-by-handle?handle=${encodeURIComponent(handle)}`;
  const detail = await probe(api.url + detailPath);
  let skus = [];
  if (detail.status === 200) {
    await run(`GET ${detailPath}`, api, { url: api.url + detailPath });
    skus = [...findSkus(JSON.parse(detail.body.toString()))].slice(0, 3);
  } else {
    unavailable.push(['GET /api/ecom/v1.0/get-product-by-handle', detail.status]);
  }

  const stockInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ skus, zipCode: STOCK_ZIP, destination: 'HOME' }),
  };
  const stock = skus.length ? await probe(`${api.url}/api/get-products-stock`, stockInit) : undefined;
  if (stock?.status === 200) {
    await run(`POST /api/get-products-stock (${skus.length} SKUs, zip ${STOCK_ZIP})`, api, {
      url: `${api.url}/api/get-products-stock`,
      ...stockInit,
    });
  } else {
    unavailable.push([
      'POST /api/get-products-stock',
      stock ? stock.status : 'no SKUs: product detail not available',
    ]);
  }

  const merchandiseIds = await merchandiseIdsOf(api.url, handle);
  if (merchandiseIds.length === 0) unavailable.push(['cart rows', `no in-stock variant of ${handle}`]);
  else {
    const cart = await cartRequests(api.url, merchandiseIds[0]);
    await run('POST add-cart-line-items (a guest cart of one line)', api, cart.add, { aim: 'add-to-cart' });
    await run('POST get-cart (a guest cart of one line)', api, cart.get, { aim: 'get-cart' });
  }

  const account = await benchAccount(api.url);
  if (account instanceof Error) unavailable.push(['accounts rows', account.message]);
  else {
    const lookup = sessionLookupRequests(api.url, account.token);
    await run('POST /api/delete-cache-item, anonymous', api, lookup.anonymous, { role: 'anonymous' });
    await run('POST /api/delete-cache-item, signed in (session lookup)', api, lookup.signedIn, {
      aim: 'session',
    });
    // Argon2id is meant to be slow and uses a core: two connections show its cost, not a queue.
    await run(
      'POST create-customer-token, sign-in (Argon2id)',
      api,
      {
        ...signInRequest(api.url, account.email),
        connections: 2,
      },
      { aim: 'login' },
    );
  }

  let checkouts;
  if (merchandiseIds.length > 0) {
    checkouts = await onPostgres(handle, run).catch((error) => ({ error }));
    if (checkouts.error) {
      unavailable.push(['checkouts on PostgreSQL', checkouts.error.message]);
      checkouts = undefined;
    } else
      console.log(
        `${`checkouts, ${SHOPPERS} parallel shoppers, PostgreSQL`.padEnd(50)} ${checkouts.checkoutsPerSecond.toFixed(1).padStart(7)} /s  p50 ${checkouts.p50} ms  p99 ${checkouts.p99} ms` +
          (checkouts.failed ? `  (${checkouts.failed} failed: ${checkouts.lastError})` : ''),
      );
  }

  if (!args.core) await slowSections(rows, unavailable);

  for (const [name, why] of unavailable) console.log(`${name.padEnd(50)} not available (${why})`);
  const report = {
    machine: machine(),
    settings: { DURATION, WARMUP, CONNECTIONS, SHOPPERS },
    rows,
    checkouts,
    unavailable,
  };
  if (!args['no-write']) {
    writeSection('docs/perf.md', 'bench', renderResults(report));
    console.log('Results written to docs/perf.md');
  }
}

/** The fuzz, the renewal job and the catalogue growth: each on servers of its own, minutes long. */
async function slowSections(rows, unavailable) {
  // The OpenAPI fuzz on its own server from the same build: one row, failures in the last column.
  const fuzz = await runApiFuzz({ build: API_BUILD }).catch((error) => ({ error }));
  if (fuzz.error) unavailable.push(['OpenAPI fuzz', fuzz.error.message]);
  else {
    console.log(`${fuzz.report}${describeFuzz(fuzz)}`);
    rows.push(fuzz.row);
  }

  // The renewal job on PostgreSQL (its own servers and database): a section of its own.
  const renewals = await runRenewalsBench({
    build: API_BUILD,
    duration: DURATION,
    connections: CONNECTIONS,
  }).catch((error) => ({ error }));
  if (renewals.error) unavailable.push(['renewals on PostgreSQL', renewals.error.message]);
  else {
    console.log(renewals);
    if (!args['no-write']) writeSection('docs/perf.md', 'renewals', renewals);
  }

  // ---- Catalogue misses and growth (issue 11, tools/bench/catalog-growth.mjs): its own servers
  // (PGlite, then a throw-away PostgreSQL at the seed's size and at 100,000 generated products)
  // and its own section of docs/perf.md, `catalog-growth`. ----
  const growth = await runCatalogGrowth({
    scratch,
    durationS: DURATION,
    warmupS: WARMUP,
    write: !args['no-write'],
  }).catch((error) => ({ error }));
  if (growth.error) unavailable.push(['catalogue growth', growth.error.message]);
  // ---- end of the catalogue growth block ----

  // ---- Charity search at the seed's size and at 1.5 million charities (issue 22,
  // tools/bench/charity-search.mjs): its own throw-away PostgreSQL and servers, and its own section
  // of docs/perf.md, `charity-search`. ----
  const charities = await runCharitySearch({
    scratch,
    durationS: DURATION,
    warmupS: WARMUP,
    write: !args['no-write'],
  }).catch((error) => ({ error }));
  if (charities.error) unavailable.push(['charity search growth', charities.error.message]);
}

/**
 * A throw-away PostgreSQL server and the built API on it: /api/health and the cart rows again (the
 * database in its own process, as in production), then the checkouts. Both stopped after.
 */
async function onPostgres(handle, run) {
  const postgres = await startThrowawayPostgres({ workspaceRoot: resolve('.') });
  try {
    const api = await startApi({ name: 'api-postgres', databaseUrl: postgres.url });
    try {
      await run(
        'PostgreSQL: GET /api/health (pings the database)',
        api,
        { url: `${api.url}/api/health` },
        {
          aim: 'health-pg',
        },
      );
      const [merchandiseId] = await merchandiseIdsOf(api.url, handle);
      const cart = await cartRequests(api.url, merchandiseId);
      await run('PostgreSQL: POST add-cart-line-items', api, cart.add, { aim: 'add-to-cart-pg' });
      await run('PostgreSQL: POST get-cart', api, cart.get, { aim: 'get-cart-pg' });
      return await measureCheckouts({
        url: api.url,
        databaseUrl: postgres.url,
        handle,
        shoppers: SHOPPERS,
        durationS: DURATION,
        warmupS: WARMUP,
      });
    } finally {
      await api.stop();
    }
  } finally {
    await postgres.stop();
  }
}

function ratio(value, base) {
  return value && base ? `${Math.round((value.rps / base.rps) * 100)}%` : 'n/a';
}

/** p99 as a multiple of a base row's p99 (the health check's, measured in the same run). */
function p99Ratio(value, base) {
  return value && base && base.p99 > 0 ? value.p99 / base.p99 : null;
}

function renderResults({ machine: m, settings, rows, checkouts, unavailable }) {
  const hello = rows.find((r) => r.role === 'hello');
  const bytes = rows.find((r) => r.role === 'bytes');
  const health = rows.find((r) => r.aim === 'health');
  const cached = rows.find((r) => r.aim === 'listing');
  const anonymous = rows.find((r) => r.role === 'anonymous');
  const signedIn = rows.find((r) => r.aim === 'session');
  const login = rows.find((r) => r.aim === 'login');
  const byAim = (aim) => rows.find((r) => r.aim === aim);
  const addToCart = rows.find((r) => r.aim === 'add-to-cart');
  const getCart = rows.find((r) => r.aim === 'get-cart');
  const p99Verdict = (value) => (value === null ? 'not measured' : value <= 5 ? 'met' : 'not met');
  const times = (value) => (value === null ? 'n/a' : `${value.toFixed(1)}×`);
  const cpu = (r) => (r.cpuUs === null ? 'n/a' : r.cpuUs.toFixed(0));
  const verdict = (value, base, share) =>
    value && base ? (value.rps >= base.rps * share ? 'met' : 'not met') : 'not measured';
  return [
    `Measured ${m.date} on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.os}, Node ${m.node}.`,
    `autocannon, ${settings.CONNECTIONS} connections, ${settings.WARMUP} s warm-up then ${settings.DURATION} s per row; servers`,
    'and load generator on the same machine over loopback, sharing its cores. "CPU/req" is the server',
    "process's CPU time divided by the requests it answered (from /proc), steadier than req/s on a busy machine.",
    '',
    '| Scenario | req/s | p50 ms | p99 ms | CPU/req µs | vs bare hello | vs bare same bytes | non-2xx/errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${cpu(r)} | ${ratio(r, hello)} | ${r.name.startsWith('listing, cache hit') ? ratio(r, bytes) : ''} | ${r.non2xx + r.errors} |`,
    ),
    ...unavailable.map(([name, why]) => `| ${name} | not available (${why}) | | | | | | |`),
    '',
    '| Aim | Measured | Verdict |',
    '|---|---:|---|',
    `| /api/health ≥ 80% of bare Fastify hello | ${ratio(health, hello)} | ${verdict(health, hello, 0.8)} |`,
    `| cached listing ≥ 65% of bare Fastify serving the same bytes | ${ratio(cached, bytes)} | ${verdict(cached, bytes, 0.65)} |`,
    `| a signed-in request ≥ 80% of the same request anonymous | ${ratio(signedIn, anonymous)} | ${verdict(signedIn, anonymous, 0.8)} |`,
    `| sign-in cost (p50, dominated by Argon2id) | ${login ? `${login.p50} ms` : 'n/a'} | reported |`,
    ...[
      ['add to cart, PGlite', addToCart, health],
      ['get-cart, PGlite', getCart, health],
      ['add to cart, PostgreSQL', byAim('add-to-cart-pg'), byAim('health-pg')],
      ['get-cart, PostgreSQL', byAim('get-cart-pg'), byAim('health-pg')],
    ].map(
      ([what, row, base]) =>
        `| ${what}: p99 ≤ 5× /api/health's p99 on the same database (req/s: ${ratio(row, base)} of health's) | ${times(p99Ratio(row, base))} | ${p99Verdict(p99Ratio(row, base))} |`,
    ),
    '',
    ...checkoutLines(checkouts, settings),
  ].join('\n');
}

/**
 * The checkout row: whole checkouts (five calls each) by parallel guests on PostgreSQL. The aim is
 * ten times Vendure 3.7's 12-13 checkouts/s measured on this machine.
 */
function checkoutLines(checkouts, settings) {
  if (!checkouts) return ['Checkouts on PostgreSQL: not measured (see the table above).'];
  const perCheckout =
    checkouts.transactionsPerCheckout === null ? 'n/a' : checkouts.transactionsPerCheckout.toFixed(1);
  return [
    '| Checkouts (PostgreSQL) | checkouts/s | p50 ms | p99 ms | DB transactions/checkout | failed | aim ≥ 120/s |',
    '|---|---:|---:|---:|---:|---:|---|',
    `| ${settings.SHOPPERS} parallel guests: create-cart, multipass, get-checkout, calculate-charges, place-order | ${checkouts.checkoutsPerSecond.toFixed(1)} | ${checkouts.p50} | ${checkouts.p99} | ${perCheckout} | ${checkouts.failed} | ${checkouts.checkoutsPerSecond >= 120 ? 'met' : 'not met'} |`,
  ];
}

/** Stops what this run started (by handle, nothing else), then removes its scratch folder. */
async function cleanup() {
  await Promise.all(stops.map((stop) => stop()));
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((done) => {
            const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(force);
              done();
            });
            child.kill('SIGTERM');
          }),
      ),
  );
  rmSync(scratch, { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(cleanup);
