#!/usr/bin/env node
// Catalogue misses and growth (issue 11): what a listing cache miss costs the API, how large a
// listing answer of 24 cards is, and whether listing, filtered listing and search stay as fast
// (p50 of misses) at 100,000 products as at the seed's size. The 100,000 products are generated
// with SQL (generate_series) in a throw-away PostgreSQL, never by the seed: the seeded products are
// copied with numbered handles, titles, SKUs and variant URLs, with their options, variants, plans
// and stock, so filters and search match the same share of the catalogue at both sizes. Copies
// rank after the seeded products in the featured order and are older in the newest order, as a
// merchandised head and a long tail would: the first pages then show the same products at both
// sizes, and the p50s compare the same work over a larger table.
//
// Part of `npm run bench` (run-bench.mjs calls measureCatalogGrowth); alone:
//   node tools/bench/catalog-growth.mjs [--duration 5] [--connections 1] [--products 100000] [--build dist/apps/api] [--no-write]
// after `npx nx build api`. Writes the `catalog-growth` section of docs/perf.md.
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBuiltApi } from './built-api.mjs';
import { buildListingMiss } from './listing-miss.mjs';
import { writeSection } from './perf-doc.mjs';
import { startThrowawayPostgres } from '../test-runner/throwaway-postgres.mjs';

const CLOCK_TICKS = 100;
/** The three requests measured, each made a miss on every request by a distinct cursor. */
export const GROWTH_REQUESTS = [
  { name: 'listing', path: '/api/catalog/products?species=dog&limit=24' },
  // 12 to a page: the seed has fewer than 24 dry dog foods, and a miss needs a second page's cursor.
  { name: 'filtered listing', path: '/api/catalog/products?species=dog&foodForm=dry-food&limit=12' },
  { name: 'search', path: '/api/catalog/search?q=chicken&limit=24' },
  // A search within a listing: its filters apply before relevance's candidate cut (docs/decisions.md).
  { name: 'filtered search', path: '/api/catalog/products?species=dog&q=chicken&limit=12' },
];
const RATE_LIMITS =
  'default=1000000,images=1000000,search=1000000,operator=1000000,signin=1000000,contact=1000000';

function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** What makes every request of `path` a miss on `api` (or why it cannot be measured). */
async function prepareMisses(api, path, connections) {
  const first = await fetch(api.url + path);
  if (!first.ok) return { error: `GET ${path} answered ${first.status}` };
  const firstPage = await first.json();
  const miss = await buildListingMiss(api.url, path, firstPage);
  if (!miss.requests) return { error: miss.method };
  // A search stops counting at its candidate limit: '500+' then (docs/decisions.md).
  const total = `${firstPage.total}${firstPage.totalIsLowerBound ? '+' : ''}`;
  return { api, total, base: { url: api.url, requests: miss.requests, connections } };
}

/** One autocannon run of prepared misses, with the API's CPU over it. */
async function runMisses(prepared, seconds) {
  const before = cpuMs(prepared.api.pid);
  const result = await autocannon({ ...prepared.base, duration: seconds });
  const after = cpuMs(prepared.api.pid);
  return { result, cpuMs: before === null || after === null ? null : after - before };
}

/** The rows of rounds of one request: p50 and p99 are the rounds' medians, CPU is over all of them. */
function summary(path, prepared, rounds) {
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  const answered = rounds.reduce((n, { result }) => n + result['2xx'] + result.non2xx, 0);
  const cpu = rounds.some((r) => r.cpuMs === null) ? null : rounds.reduce((n, r) => n + r.cpuMs, 0);
  const seconds = rounds.reduce((n, { result }) => n + result.duration, 0);
  return {
    path,
    p50: median(rounds.map(({ result }) => result.latency.p50)),
    p99: median(rounds.map(({ result }) => result.latency.p99)),
    rps: answered / seconds,
    failed: rounds.reduce((n, { result }) => n + result.non2xx + result.errors + result.timeouts, 0),
    cpuUs: cpu === null || !answered ? null : (cpu * 1000) / answered,
    total: prepared.total,
  };
}

/** Misses of one request for `durationS`, after a warm-up: p50, p99, req/s and API CPU per request. */
async function measureMisses(api, path, { durationS, warmupS, connections }) {
  const prepared = await prepareMisses(api, path, connections);
  if (prepared.error) return { path, error: prepared.error };
  await runMisses(prepared, warmupS);
  return summary(path, prepared, [await runMisses(prepared, durationS)]);
}

/**
 * The same request against two APIs (the seed's catalogue and the grown one), in alternating
 * one-second rounds: load from other work on a shared machine then falls on both alike, and the
 * ratio compares the sizes rather than two moments.
 */
async function measurePair(a, b, path, { durationS, warmupS, connections }) {
  const prepared = [await prepareMisses(a, path, connections), await prepareMisses(b, path, connections)];
  const failed = prepared.find((p) => p.error);
  if (failed) return prepared.map(() => ({ path, error: failed.error }));
  for (const p of prepared) await runMisses(p, warmupS);
  const rounds = [[], []];
  for (let i = 0; i < Math.max(1, Math.round(durationS)); i++)
    for (const [n, p] of prepared.entries()) rounds[n].push(await runMisses(p, 1));
  return prepared.map((p, n) => summary(path, p, rounds[n]));
}

/** The seeded catalogue copied until it holds `target` products, all in SQL. */
export async function growCatalog(databaseUrl, target) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const {
      rows: [{ n }],
    } = await client.query('select count(*)::int as n from products');
    const copies = Math.ceil((target - n) / n);
    await client.query('begin');
    await client.query(
      `create temp table grown on commit drop as
       select p.id as source, gen_random_uuid() as id, g as copy, row_number() over (order by g, p.handle) as nr
       from products p cross join generate_series(1, $1::int) g`,
      [copies],
    );
    await client.query('delete from grown where nr > $1', [target - n]);
    await client.query(`
      insert into products (id, handle, title, description, product_type, brand, vendor, species,
        life_stage, food_form, product_line, third_party, featured_image_url, featured_image_alt,
        featured_rank, published_at, created_at)
      select g.id, p.handle || '-g' || g.copy, p.title || ' No. ' || g.copy, p.description, p.product_type,
        p.brand, p.vendor, p.species, p.life_stage, p.food_form, p.product_line, p.third_party,
        p.featured_image_url, p.featured_image_alt, p.featured_rank + 1000 * g.copy,
        p.published_at - g.copy * interval '1 minute', p.created_at
      from grown g join products p on p.id = g.source`);
    await client.query(`
      insert into product_options (product_id, name, position, values)
      select g.id, o.name, o.position, o.values from grown g join product_options o on o.product_id = g.source`);
    await client.query(`
      insert into product_variants (id, product_id, sku, variant_url, position, selected_options,
        flavor_slug, size_slug, price_cents, compare_at_price_cents, weight, weight_unit, image_url,
        media, badge_tags, available)
      select gen_random_uuid(), g.id, v.sku || '-G' || g.copy,
        split_part(v.variant_url, '/', 1) || '/' || split_part(v.variant_url, '/', 2) || '-g' || g.copy
          || '/' || split_part(v.variant_url, '/', 3) || '/' || split_part(v.variant_url, '/', 4),
        v.position, v.selected_options, v.flavor_slug, v.size_slug, v.price_cents + (g.copy % 7) * 10,
        v.compare_at_price_cents, v.weight, v.weight_unit, v.image_url, v.media, v.badge_tags, v.available
      from grown g join product_variants v on v.product_id = g.source`);
    await client.query(`
      insert into product_selling_plans (product_id, selling_plan_id)
      select g.id, s.selling_plan_id from grown g join product_selling_plans s on s.product_id = g.source`);
    await client.query(`
      insert into stock_levels (warehouse_code, sku, quantity)
      select l.warehouse_code, l.sku || '-G' || g.copy, l.quantity
      from grown g join product_variants v on v.product_id = g.source join stock_levels l on l.sku = v.sku`);
    await client.query('commit');
    // As autovacuum leaves a table in production: statistics and a visibility map (index-only counts).
    await client.query('vacuum analyze');
    const {
      rows: [counts],
    } = await client.query(
      'select (select count(*) from products)::int as products, (select count(*) from product_variants)::int as variants',
    );
    return { ...counts, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** The bytes of an answer as sent (fetch would decode a compressed body). */
function bodyBytes(url, encoding) {
  return new Promise((done, fail) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let length = 0;
        response.on('data', (chunk) => (length += chunk.length));
        response.on('end', () => done(length));
      })
      .on('error', fail);
  });
}

function startApi(scratch, name, databaseUrl, build) {
  return startBuiltApi({
    build,
    scratch,
    name,
    env: { RATE_LIMITS, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  });
}

async function measureAll(api, settings, log) {
  const rows = [];
  for (const request of GROWTH_REQUESTS) {
    const row = { name: request.name, ...(await measureMisses(api, request.path, settings)) };
    log(row);
    rows.push(row);
  }
  return rows;
}

/**
 * Every measurement of this file: the listing miss and the answer's bytes on PGlite, then on a
 * throw-away PostgreSQL at the seed's size and at `products` products. Answers the rows and the
 * markdown of docs/perf.md's section.
 */
export async function measureCatalogGrowth({
  scratch,
  durationS = 5,
  warmupS = 1,
  connections = 1,
  products = 100_000,
  build = resolve('dist/apps/api'),
}) {
  const settings = { durationS, warmupS, connections };
  const log = (label) => (row) =>
    console.log(
      `${`${label}: ${row.name}`.padEnd(44)} ` +
        (row.error
          ? `not measured: ${row.error}`
          : `p50 ${row.p50} ms  p99 ${row.p99} ms  ${row.rps.toFixed(0)} req/s  ${row.cpuUs?.toFixed(0)} µs CPU/req  (${row.total} products match)`),
    );
  const pglite = await startApi(scratch, 'growth-pglite', undefined, build);
  let bytes;
  let onPglite;
  try {
    const path = GROWTH_REQUESTS[0].path;
    bytes = {
      json: await bodyBytes(pglite.url + path, 'identity'),
      br: await bodyBytes(pglite.url + path, 'br'),
    };
    onPglite = await measureAll(pglite, settings, log('PGlite'));
  } finally {
    await pglite.stop();
  }
  const postgres = await startThrowawayPostgres({ workspaceRoot: resolve('.') });
  const seed = [];
  const grown = [];
  let growth;
  try {
    // The API migrates and seeds the first database; the second is its copy, then grown.
    const seeding = await startApi(scratch, 'growth-pg-seeding', postgres.url, build);
    await seeding.stop();
    const grownUrl = new URL(postgres.url);
    grownUrl.pathname = '/grown';
    const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/template1') });
    await admin.connect();
    await admin
      .query(`create database grown template ${new URL(postgres.url).pathname.slice(1) || 'postgres'}`)
      .finally(() => admin.end());
    growth = await growCatalog(grownUrl.href, products);
    console.log(`generated: ${growth.products} products, ${growth.variants} variants in ${growth.seconds} s`);
    const atSeed = await startApi(scratch, 'growth-pg-seed', postgres.url, build);
    const atGrowth = await startApi(scratch, 'growth-pg-grown', grownUrl.href, build);
    try {
      for (const request of GROWTH_REQUESTS) {
        const [s, g] = await measurePair(atSeed, atGrowth, request.path, settings);
        seed.push({ name: request.name, ...s });
        grown.push({ name: request.name, ...g });
        log('PostgreSQL, seed')(seed.at(-1));
        log(`PostgreSQL, ${growth.products}`)(grown.at(-1));
      }
    } finally {
      await Promise.all([atSeed.stop(), atGrowth.stop()]);
    }
  } finally {
    await postgres.stop();
  }
  return {
    bytes,
    onPglite,
    seed,
    grown,
    growth,
    markdown: renderGrowth({ bytes, onPglite, seed, grown, growth, settings }),
  };
}

function cell(row, field, digits = 0) {
  if (!row || row.error) return 'n/a';
  const value = row[field];
  return value === null || value === undefined ? 'n/a' : Number(value).toFixed(digits);
}

function renderGrowth({ bytes, onPglite, seed, grown, growth, settings }) {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}; ` +
      `${settings.durationS} s per row after ${settings.warmupS} s warm-up (on PostgreSQL: one-second rounds alternating between the seed's and the grown database, medians of the rounds), ${settings.connections === 1 ? "one client, so a p50 is a request's own latency rather than queueing" : `${settings.connections} connections`}; every request a cache miss (a distinct valid cursor, tools/bench/listing-miss.mjs).`,
    '',
    `Listing answer of 24 cards (${GROWTH_REQUESTS[0].path}): ${bytes.json} bytes of JSON, ${bytes.br} bytes brotli.`,
    '',
    '| miss | API CPU/request PGlite (µs) | API CPU/request PostgreSQL (µs) | p50 PostgreSQL, seed (ms) | p50 PostgreSQL, ' +
      `${growth.products} products (ms) | ratio (aim ≤ 1.5) | matches seed / grown |`,
    '|---|---|---|---|---|---|---|',
  ];
  GROWTH_REQUESTS.forEach((request, i) => {
    const [a, b, c] = [onPglite[i], seed[i], grown[i]];
    const ratio = b?.p50 && c?.p50 !== undefined ? (c.p50 / b.p50).toFixed(2) : 'n/a';
    lines.push(
      `| ${request.name} \`${request.path}\` | ${cell(a, 'cpuUs')} | ${cell(b, 'cpuUs')} | ${cell(b, 'p50')} | ${cell(c, 'p50')} | ${ratio} | ${b?.total ?? 'n/a'} / ${c?.total ?? 'n/a'} |`,
    );
  });
  lines.push(
    '',
    `Generated in ${growth.seconds} s: ${growth.products} products, ${growth.variants} variants (with options, plans and stock). ` +
      "A search's count stops past its candidates ('+': at least that many match).",
  );
  return lines.join('\n');
}

/** Measures and, when `write`, replaces the catalog-growth section of docs/perf.md (run-bench.mjs's entry). */
export async function runCatalogGrowth({ write = true, ...options }) {
  const result = await measureCatalogGrowth(options);
  console.log(`\n${result.markdown}\n`);
  if (write) writeSection(resolve('docs/perf.md'), 'catalog-growth', result.markdown);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      connections: { type: 'string', default: '1' },
      products: { type: 'string', default: '100000' },
      // Another build of the API (a copy of dist/apps/api from before a change, to compare).
      build: { type: 'string', default: 'dist/apps/api' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const scratch = mkdtempSync(join(os.tmpdir(), 'shop-growth-'));
  try {
    await runCatalogGrowth({
      scratch,
      durationS: Number(args.duration),
      warmupS: Number(args.warmup),
      connections: Number(args.connections),
      products: Number(args.products),
      build: resolve(args.build),
      write: !args['no-write'],
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
