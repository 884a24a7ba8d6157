#!/usr/bin/env node
// Charity search at the seed's size and at the US registry's (issue 22): whether the giving
// provider's charity search (GET /api/giving/charities/search) stays as fast (p50) with 1.5 million
// charities as with the seed's ~300. The registry is generated in SQL (generate_series) in a
// throw-away PostgreSQL, never by the seed: the seeded charities are copied with numbered names and
// new EINs, and the copies spread over the 26 categories as the registry's do (the animal-related
// category 3, the search's default, holds about one in 26 of them), so a default search walks a
// category among many. The secondary indexes are dropped for the copy and built again after it
// (as a bulk import would), then VACUUM ANALYZE as autovacuum would leave the table.
//
// Part of `npm run bench` (run-bench.mjs calls runCharitySearch); alone:
//   node tools/bench/charity-search.mjs [--duration 5] [--charities 1500000] [--build dist/apps/api] [--no-write]
// after `npx nx build api`. Writes the `charity-search` section of docs/perf.md.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBuiltApi } from './built-api.mjs';
import { writeSection } from './perf-doc.mjs';
import { startThrowawayPostgres } from '../test-runner/throwaway-postgres.mjs';

/** The consumer site's giving store (apps/api/src/seed/giving/giving.seed-data.ts). */
const STORE_ID = '5e0d1c7a9b2f4e6d8a3c1b0f2e4d6a8c';
const BASE = '/api/giving/charities/search';
/** What a shopper's picker asks: the default page, words as typed, a ZIP, a city, a state. */
export const CHARITY_REQUESTS = [
  { name: 'default (category 3)', path: BASE },
  { name: 'one common word', path: `${BASE}?q=rescue` },
  { name: 'two word starts', path: `${BASE}?q=whisk%20hav` },
  { name: 'ZIP start', path: `${BASE}?zip=802` },
  { name: 'city and state', path: `${BASE}?city=denver&state=CO` },
  { name: 'state, every category', path: `${BASE}?state=TX&categoryId=all` },
];
const RATE_LIMITS =
  'default=1000000,images=1000000,search=1000000,operator=1000000,signin=1000000,contact=1000000';

/** The seeded charities copied until the table holds `target`, all in SQL. */
export async function growCharities(databaseUrl, target) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    const {
      rows: [{ n }],
    } = await client.query('select count(*)::int as n from giving_charities');
    const { rows: indexes } = await client.query(
      `select indexname, indexdef from pg_indexes where tablename = 'giving_charities' and indexname <> 'giving_charities_pkey'`,
    );
    await client.query('begin');
    for (const { indexname } of indexes) await client.query(`drop index "${indexname}"`);
    // EINs of the copies: prefix 10 (no seeded EIN has it) and a running number, so all are unique.
    await client.query(
      `insert into giving_charities (ein, name, website, logo_url, street_address, city, state, zip,
         description, category_id, headline, banner_image_url)
       select '10-' || lpad(nr::text, 7, '0'), c.name || ' No. ' || g, c.website, c.logo_url, c.street_address,
         c.city, c.state, c.zip, c.description, (nr % 26)::smallint, c.headline, c.banner_image_url
       from (
         select c.*, g, row_number() over (order by g, c.ein) as nr
         from giving_charities c cross join generate_series(1, $1::int) g
       ) c
       where nr <= $2`,
      [Math.ceil((target - n) / n), target - n],
    );
    for (const { indexdef } of indexes) await client.query(indexdef);
    await client.query('commit');
    await client.query('vacuum analyze giving_charities');
    const {
      rows: [counts],
    } = await client.query(
      'select count(*)::int as charities, count(*) filter (where category_id = 3)::int as animal from giving_charities',
    );
    return { ...counts, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

async function rounds(api, path, seconds) {
  return autocannon({
    url: api.url + path,
    headers: { 'x-store-id': STORE_ID },
    connections: 1,
    duration: seconds,
  });
}

/** The same request against both databases in alternating one-second rounds; medians of the rounds. */
async function measurePair(seedApi, grownApi, request, { durationS, warmupS }) {
  const first = await Promise.all(
    [seedApi, grownApi].map((api) => fetch(api.url + request.path, { headers: { 'x-store-id': STORE_ID } })),
  );
  const bad = first.find((res) => !res.ok);
  if (bad) return [seedApi, grownApi].map(() => ({ error: `answered ${bad.status}` }));
  const totals = await Promise.all(
    first.map((res) => res.json().then((b) => `${b.total}${b.totalIsLowerBound ? '+' : ''}`)),
  );
  for (const api of [seedApi, grownApi]) await rounds(api, request.path, warmupS);
  const results = [[], []];
  for (let i = 0; i < Math.max(1, Math.round(durationS)); i++)
    for (const [n, api] of [seedApi, grownApi].entries()) results[n].push(await rounds(api, request.path, 1));
  const median = (values) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return results.map((list, n) => ({
    p50: median(list.map((r) => r.latency.p50)),
    p99: median(list.map((r) => r.latency.p99)),
    failed: list.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    total: totals[n],
  }));
}

/** Every measurement of this file; answers the rows and the markdown of docs/perf.md's section. */
export async function measureCharitySearch({
  scratch,
  durationS = 5,
  warmupS = 1,
  charities = 1_500_000,
  build = resolve('dist/apps/api'),
}) {
  const postgres = await startThrowawayPostgres({ workspaceRoot: resolve('.') });
  const start = (name, url) =>
    startBuiltApi({ build, scratch, name, env: { RATE_LIMITS, DATABASE_URL: url } });
  try {
    const seeding = await start('charities-seeding', postgres.url);
    await seeding.stop();
    const grownUrl = new URL(postgres.url);
    grownUrl.pathname = '/grown_charities';
    const admin = new pg.Client({ connectionString: postgres.url.replace(/\/[^/]*$/, '/template1') });
    await admin.connect();
    await admin
      .query(
        `create database grown_charities template ${new URL(postgres.url).pathname.slice(1) || 'postgres'}`,
      )
      .finally(() => admin.end());
    const growth = await growCharities(grownUrl.href, charities);
    console.log(
      `generated: ${growth.charities} charities (${growth.animal} animal-related) in ${growth.seconds} s`,
    );
    const atSeed = await start('charities-seed', postgres.url);
    const atGrowth = await start('charities-grown', grownUrl.href);
    const rows = [];
    try {
      for (const request of CHARITY_REQUESTS) {
        const [seed, grown] = await measurePair(atSeed, atGrowth, request, { durationS, warmupS });
        rows.push({ ...request, seed, grown });
        console.log(
          `${request.name.padEnd(24)} seed p50 ${seed.p50 ?? 'n/a'} ms, ${growth.charities}: p50 ${grown.p50 ?? 'n/a'} ms (${seed.total ?? seed.error} / ${grown.total ?? grown.error} match)`,
        );
      }
    } finally {
      await Promise.all([atSeed.stop(), atGrowth.stop()]);
    }
    return { rows, growth, markdown: render({ rows, growth, durationS, warmupS }) };
  } finally {
    await postgres.stop();
  }
}

function render({ rows, growth, durationS, warmupS }) {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores, Node ${process.version}; ` +
      `PostgreSQL, one client, ${durationS} one-second rounds alternating between the seed's database and the grown one (medians of the rounds) after ${warmupS} s warm-up.`,
    '',
    `| search \`${BASE}\` | p50 seed (ms) | p50 ${growth.charities} charities (ms) | ratio (aim ≤ 1.5) | matches seed / grown |`,
    '|---|---|---|---|---|',
  ];
  for (const { name, path, seed, grown } of rows) {
    const ratio = seed.p50 && grown.p50 !== undefined ? (grown.p50 / seed.p50).toFixed(2) : 'n/a';
    lines.push(
      `| ${name} \`${path.replace(BASE, '') || '(none)'}\` | ${seed.p50 ?? 'n/a'} | ${grown.p50 ?? 'n/a'} | ${ratio} | ${seed.total ?? seed.error} / ${grown.total ?? grown.error} |`,
    );
  }
  lines.push(
    '',
    `Generated in ${growth.seconds} s: ${growth.charities} charities, ${growth.animal} of them animal-related. ` +
      "A count stops past the search's 500 candidates ('+': at least that many match).",
  );
  return lines.join('\n');
}

/** Measures and, when `write`, replaces the charity-search section of docs/perf.md (run-bench.mjs's entry). */
export async function runCharitySearch({ write = true, ...options }) {
  const result = await measureCharitySearch(options);
  console.log(`\n${result.markdown}\n`);
  if (write) writeSection(resolve('docs/perf.md'), 'charity-search', result.markdown);
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({
    options: {
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      charities: { type: 'string', default: '1500000' },
      build: { type: 'string', default: 'dist/apps/api' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const scratch = mkdtempSync(join(os.tmpdir(), 'shop-charities-'));
  try {
    await runCharitySearch({
      scratch,
      durationS: Number(args.duration),
      warmupS: Number(args.warmup),
      charities: Number(args.charities),
      build: resolve(args.build),
      write: !args['no-write'],
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
