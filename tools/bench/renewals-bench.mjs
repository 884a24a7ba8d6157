// The renewals rows of `npm run bench` (issue 14): how fast the renewal job places the orders of
// 10,000 due autoships on PostgreSQL, with one API process and with two running it at once, and
// what it does to the listing's p99 on a process running it. A throw-away PostgreSQL server
// (tools/test-runner/throwaway-postgres.mjs) unless BENCH_DATABASE_URL names a server to use.
// Also a command of its own: node tools/bench/renewals-bench.mjs [--count n] [--no-write]
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startThrowawayPostgres } from '../test-runner/throwaway-postgres.mjs';
import { benchAccount } from './accounts.mjs';
import { startBuiltApi } from './built-api.mjs';
import { writeSection } from './perf-doc.mjs';

const OPERATOR_TOKEN = 'bench-operator-token-0123456789abcdef';
const LISTING = '/api/catalog/products?species=dog&limit=24';
const SHIP_TO = {
  firstName: 'Bench',
  lastName: 'Shopper',
  address1: '1 Main St',
  city: 'Aurora',
  province: 'Colorado',
  provinceCode: 'CO',
  zip: '80011',
  country: 'United States',
  countryCode: 'US',
};

/** A new database on the server at `serverUrl`; its URL. */
async function newDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `count` due autoships of one bench customer, spread over every autoship-eligible variant, with
 * stock enough at the Aurora warehouse and the succeeding test card's saved reference.
 */
async function seedDue(databaseUrl, customerId, count, tag) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: variants } = await client.query(
      `select v.id, v.product_id, v.sku, min(p.frequency_weeks) * 7 as frequency_days
         from product_variants v
         join product_selling_plans ps on ps.product_id = v.product_id
         join selling_plans p on p.id = ps.selling_plan_id
        where v.available group by v.id, v.product_id, v.sku`,
    );
    if (variants.length === 0) throw new Error('no autoship-eligible variant in the seeded catalogue');
    await client.query(`update stock_levels set quantity = 10000000 where sku = any($1)`, [
      variants.map((v) => v.sku),
    ]);
    await client.query(
      `insert into subscriptions (contract_id, customer_id, site, product_id, variant_id, sku, quantity,
         frequency_days, start_date, next_order_date, ship_to, payment_reference, order_id)
       select 'sub_bench_' || $5 || '_' || i, $1, 'DTC', (v->>'product_id')::uuid, (v->>'id')::uuid, v->>'sku', 1,
         (v->>'frequency_days')::int, current_date - 28, current_date, $2::jsonb,
         'pm_test_visa_4242_204012_0123456789abcdef', 'bench'
         from generate_series(0, $3 - 1) as i,
         lateral (select ($4::jsonb)->(i % jsonb_array_length($4::jsonb)) as v) pick`,
      [customerId, JSON.stringify(SHIP_TO), count, JSON.stringify(variants), tag],
    );
  } finally {
    await client.end();
  }
}

/** Calls the operator run until nothing is left; the totals and the seconds it took. */
async function drain(url) {
  const totals = { renewed: 0, failed: 0, paused: 0 };
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${url}/api/operator/renewals/run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
    });
    const body = await response.json();
    if (response.status !== 200)
      throw new Error(`renewals/run answered ${response.status}: ${JSON.stringify(body)}`);
    for (const key of Object.keys(totals)) totals[key] += body[key];
    if (!body.more) break;
  }
  return { ...totals, seconds: (performance.now() - started) / 1000 };
}

function listingLoad(url, duration, connections) {
  return autocannon({ url: url + LISTING, duration, connections });
}

/**
 * Runs the scenario; answers the markdown of the 'renewals' section. `build` is the built API,
 * `count` the due autoships per scenario.
 */
export async function runRenewalsBench({
  build = resolve('dist/apps/api'),
  count = 10_000,
  duration = 5,
  connections = 10,
}) {
  const scratch = mkdtempSync(join(os.tmpdir(), 'shop-renewals-bench-'));
  const stops = [];
  try {
    let serverUrl = process.env.BENCH_DATABASE_URL;
    if (!serverUrl) {
      const postgres = await startThrowawayPostgres({ workspaceRoot: resolve('.') });
      stops.push(postgres.stop);
      serverUrl = postgres.url;
    }
    const databaseUrl = await newDatabase(serverUrl, `shop_renewals_bench_${process.pid}`);
    const env = {
      DATABASE_URL: databaseUrl,
      OPERATOR_TOKEN,
      RENEWALS_INTERVAL_SECONDS: '0',
      RENEWAL_REMINDER_DAYS: '0',
      RATE_LIMITS:
        'default=1000000,images=1000000,search=1000000,operator=1000000,signin=1000000,contact=1000000',
    };
    const a = await startBuiltApi({ build, scratch, name: 'renewals-a', env });
    stops.push(a.stop);
    const b = await startBuiltApi({ build, scratch, name: 'renewals-b', env: { ...env, SEED: 'false' } });
    stops.push(b.stop);
    const account = await benchAccount(a.url);
    if (account instanceof Error) throw account;
    const me = await fetch(`${a.url}/api/ecom/v1.0/get-shopify-customer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: '{}',
    }).then((r) => r.json());
    const customerId = String(me.customer?.id ?? me.id ?? '').replace('gid://shop/Customer/', '');
    if (!/^[0-9a-f-]{36}$/.test(customerId))
      throw new Error(`no customer id in ${JSON.stringify(me).slice(0, 200)}`);

    await listingLoad(a.url, 1, connections);
    const idle = await listingLoad(a.url, duration, connections);

    await seedDue(databaseUrl, customerId, count, 'one');
    const [one, busy] = await Promise.all([drain(a.url), listingLoad(a.url, duration, connections)]);

    await seedDue(databaseUrl, customerId, count, 'two');
    const [twoA, twoB] = await Promise.all([drain(a.url), drain(b.url)]);
    const two = {
      renewed: twoA.renewed + twoB.renewed,
      failed: twoA.failed + twoB.failed,
      seconds: Math.max(twoA.seconds, twoB.seconds),
    };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const {
      rows: [check],
    } = await client.query(
      `select count(*)::int as orders, count(distinct cart_id)::int as periods from orders where cart_id like 'renewal:%'`,
    );
    await client.end();

    const rate = (r) => (r.renewed / r.seconds).toFixed(0);
    const cpus = os.cpus();
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus[0]?.model?.trim()}, ${cpus.length} cores, Node ${process.version}; PostgreSQL ${serverUrl === process.env.BENCH_DATABASE_URL ? 'at BENCH_DATABASE_URL' : 'throw-away, same machine'}.`,
      `${count} due autoships per scenario (1 unit each, spread over the autoship-eligible variants), drained through POST /api/operator/renewals/run; listing = GET ${LISTING} (cache hit), autocannon ${connections} connections, ${duration} s.`,
      '',
      '| Scenario | renewed | failed | seconds | renewals/s |',
      '|---|---:|---:|---:|---:|',
      `| one API process | ${one.renewed} | ${one.failed} | ${one.seconds.toFixed(1)} | ${rate(one)} |`,
      `| two API processes at once | ${two.renewed} | ${two.failed} | ${two.seconds.toFixed(1)} | ${rate(two)} |`,
      '',
      `Renewal orders booked: ${check.orders}, distinct subscription periods: ${check.periods} (equal: no period renewed twice).`,
      '',
      '| Listing on the process running the job | req/s | p50 ms | p99 ms |',
      '|---|---:|---:|---:|',
      `| idle | ${idle.requests.average.toFixed(0)} | ${idle.latency.p50} | ${idle.latency.p99} |`,
      `| while the job runs | ${busy.requests.average.toFixed(0)} | ${busy.latency.p50} | ${busy.latency.p99} |`,
    ];
    return lines.join('\n');
  } finally {
    for (const stop of stops.reverse()) await stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { count: { type: 'string', default: '10000' }, 'no-write': { type: 'boolean', default: false } },
  });
  runRenewalsBench({ count: Number(values.count) })
    .then((markdown) => {
      console.log(markdown);
      if (!values['no-write']) writeSection('docs/perf.md', 'renewals', markdown);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
