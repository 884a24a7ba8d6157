#!/usr/bin/env node
// What one cart write and each checkout step cost the built API on PostgreSQL, in the two measures
// that depend little on how busy the machine is: SQL statements per request (pg_stat_statements,
// BEGIN and COMMIT included, per database) and the API process's CPU time per request (/proc).
// One client, one request at a time. Given two builds (a before and an after), both run at once on
// one throw-away PostgreSQL, a database each, and every row alternates their requests (A, B, A,
// B...), so whatever else the machine does weighs on both alike. Used for issue 25 (docs/perf.md).
//
//   node tools/bench/write-costs.mjs [--build dist/apps/api] [--build ../other/dist/apps/api]
//                                    [--requests 400] [--statements]
//
// --statements also lists each row's statements with their calls per request. The place-order row
// includes the confirmation mail its outbox delivers just after each answer (the same process's CPU
// and statements; the shopper does not wait for it).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startBuiltApi } from './built-api.mjs';
import { startThrowawayPostgres } from '../test-runner/throwaway-postgres.mjs';

const { values: args } = parseArgs({
  options: {
    build: { type: 'string', multiple: true, default: ['dist/apps/api'] },
    requests: { type: 'string', default: '400' },
    statements: { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(args.requests);
const WARMUP = Math.max(50, Math.round(REQUESTS / 4));
const CART = '/api/ecom/v1.0';
const CLOCK_TICKS = 100;
/** The Vendure kit's guest checkout address and card (../shared/vendure-bench). */
const SHIP_TO = {
  firstName: 'Bench',
  lastName: 'Shopper',
  address1: '1 Main St',
  city: 'Topeka',
  provinceCode: 'KS',
  zip: '66603',
  countryCode: 'US',
  phone: '5555550100',
};
const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const HANDLE = 'dog-puppy-chicken-brown-rice-dry';
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** A JSON POST as autocannon sends it (no Accept-Encoding: answers are not compressed). */
async function post(url, path, body, headers = {}) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status} ${json.code ?? ''}: ${json.message ?? ''}`);
  return json;
}

async function main() {
  const scratch = mkdtempSync(join(os.tmpdir(), 'shop-write-costs-'));
  const postgres = await startThrowawayPostgres({
    workspaceRoot: resolve('.'),
    settings: ["shared_preload_libraries = 'pg_stat_statements'", 'pg_stat_statements.track = top'],
  });
  const client = new pg.Client({ connectionString: postgres.url });
  const sides = [];
  try {
    await client.connect();
    await client.query('create extension if not exists pg_stat_statements');
    for (const [n, build] of args.build.entries()) {
      const database = `shop_${n}`;
      await client.query(`create database ${database}`);
      const api = await startBuiltApi({
        build: resolve(build),
        scratch,
        name: `api-${n}`,
        env: {
          DATABASE_URL: postgres.url.replace(/\/postgres$/, `/${database}`),
          RATE_LIMITS:
            'default=1000000,images=1000000,search=1000000,operator=1000000,signin=1000000,contact=1000000',
        },
      });
      sides.push({ build, database, api });
      const own = new pg.Client({ connectionString: postgres.url.replace(/\/postgres$/, `/${database}`) });
      await own.connect();
      await own.query('update stock_levels set quantity = 1000000');
      await own.end();
    }
    const rows = await measureAll(sides, client);
    console.log(
      `\n${REQUESTS} requests per row and build after ${WARMUP} warm-up, one client, builds alternated`,
    );
    for (const [n, side] of sides.entries()) {
      console.log(`\nbuild ${side.build}`);
      console.log(`${'row'.padEnd(46)} ${'SQL/req'.padStart(8)} ${'CPU µs/req'.padStart(11)}`);
      for (const row of rows) {
        const own = row.sides[n];
        console.log(
          `${row.name.padEnd(46)} ${own.statements.toFixed(2).padStart(8)} ${own.cpuUs.toFixed(0).padStart(11)}`,
        );
        if (args.statements)
          for (const s of own.detail)
            console.log(
              `    ${s.perRequest.toFixed(2).padStart(6)}  ${s.query.replace(/\s+/g, ' ').slice(0, 140)}`,
            );
      }
    }
  } finally {
    await client.end().catch(() => undefined);
    for (const side of sides) await side.api.stop();
    postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Statements run in `database` since the last reset (this script's own left out). */
async function statements(client, database) {
  const { rows } = await client.query(
    `select query, calls::int from pg_stat_statements s join pg_database d on d.oid = s.dbid
      where d.datname = $1 and query not ilike '%pg_stat_statements%' order by calls desc`,
    [database],
  );
  return rows;
}

/**
 * Runs `once(side, i)` REQUESTS times per side, sides alternated, after a warm-up of each;
 * statements and API CPU per request of each side.
 */
async function measure(sides, client, name, once) {
  for (let i = 0; i < WARMUP; i += 1) for (const side of sides) await once(side, -1 - i);
  // What the previous row left running (order events after commit) is not this row's.
  await pause(500);
  await client.query('select pg_stat_statements_reset()');
  const before = sides.map((side) => cpuMs(side.api.pid));
  for (let i = 0; i < REQUESTS; i += 1) for (const side of sides) await once(side, i);
  await pause(500);
  const cpu = sides.map((side, n) => cpuMs(side.api.pid) - before[n]);
  return {
    name,
    sides: await Promise.all(
      sides.map(async (side, n) => {
        const detail = await statements(client, side.database);
        return {
          statements: detail.reduce((sum, s) => sum + s.calls, 0) / REQUESTS,
          cpuUs: (cpu[n] * 1000) / REQUESTS,
          detail: detail.map((s) => ({ query: s.query, perRequest: s.calls / REQUESTS })),
        };
      }),
    ),
  };
}

const line = (merchandiseId, quantity = 1) => ({
  merchandiseId,
  quantity,
  attributes: [],
  sellingPlanId: null,
});

/** What each side needs: its variants, its carts. */
async function prepare(side) {
  const url = side.api.url;
  const detail = await fetch(`${url}${CART}/get-product-by-handle?handle=${HANDLE}`).then((r) => r.json());
  const [variant, second] = detail.variants.map((v) => v.adminGraphqlId);
  const listing = await fetch(`${url}/api/catalog/products?species=dog&limit=24`).then((r) => r.json());
  const more = listing.items
    .filter((card) => card.handle !== HANDLE)
    .flatMap((card) => card.variants.map((v) => `gid://shop/ProductVariant/${v.id}`));
  const newCart = (lines) =>
    post(url, `${CART}/create-cart`, { lineItems: lines.map(([v, q]) => line(v, q)) });
  side.url = url;
  side.variant = variant;
  side.newCart = newCart;
  side.oneLine = await Promise.all(Array.from({ length: 10 }, () => newCart([[variant, 1]])));
  side.adds = side.oneLine.map(() => 0);
  side.threeLines = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      newCart([
        [variant, 1],
        [more[i % more.length], 2],
        [second ?? more[i + 1], 1],
      ]),
    ),
  );
  // One checkout per request and warm-up request, each on a one-line cart of one of a few variants.
  side.checkouts = [];
  for (let i = 0; i < REQUESTS + WARMUP; i += 1)
    side.checkouts.push({
      cartId: (await newCart([[more[i % 4], 1]])).id,
      email: `bench-${i}-${randomUUID()}@example.com`,
    });
}

async function measureAll(sides, client) {
  for (const side of sides) await prepare(side);
  const checkout = (side, i) => (i < 0 ? side.checkouts[REQUESTS - 1 - i] : side.checkouts[i]);
  const rows = [];
  // The Vendure kit's "add to cart, same cart": per cart, nine adds of one unit, then the line back to 1.
  rows.push(
    await measure(sides, client, 'add to cart, same cart (9 adds, 1 reset)', async (side, i) => {
      const n = Math.abs(i) % side.oneLine.length;
      const cart = side.oneLine[n];
      side.adds[n] += 1;
      if (side.adds[n] % 10 === 0)
        await post(side.url, `${CART}/update-cart-line-items`, {
          cartId: cart.id,
          lineItems: [{ id: cart.lineItems[0].id, quantity: 1 }],
        });
      else
        await post(side.url, `${CART}/add-cart-line-items`, {
          cartId: cart.id,
          lineItems: [line(side.variant)],
        });
    }),
  );
  rows.push(
    await measure(sides, client, 'add to cart, new cart (create-cart)', (side) =>
      side.newCart([[side.variant, 1]]),
    ),
  );
  rows.push(
    await measure(sides, client, 'get-cart, 3 lines', (side, i) =>
      post(side.url, `${CART}/get-cart`, {
        cartId: side.threeLines[Math.abs(i) % side.threeLines.length].id,
      }),
    ),
  );
  rows.push(
    await measure(sides, client, 'checkout: multipass', async (side, i) => {
      const c = checkout(side, i);
      const link = await post(side.url, '/api/multipass', { cartId: c.cartId, getURL: true });
      c.token = new URL(link.url).searchParams.get('token');
    }),
  );
  rows.push(
    await measure(sides, client, 'checkout: get-checkout', (side, i) =>
      post(side.url, '/api/checkout/get-checkout', { token: checkout(side, i).token }),
    ),
  );
  rows.push(
    await measure(sides, client, 'checkout: calculate-charges', async (side, i) => {
      const c = checkout(side, i);
      const charges = await post(side.url, '/api/checkout/calculate-charges', {
        token: c.token,
        provinceCode: 'KS',
      });
      c.totalCents = charges.totalCents;
    }),
  );
  rows.push(
    await measure(sides, client, 'checkout: place-order (+ its mail after)', async (side, i) => {
      const c = checkout(side, i);
      await post(
        side.url,
        '/api/checkout/place-order',
        {
          token: c.token,
          email: c.email,
          shippingAddress: SHIP_TO,
          card: TEST_CARD,
          expectedTotalCents: c.totalCents,
        },
        { 'idempotency-key': randomUUID() },
      );
    }),
  );
  const steps = rows.filter((r) => r.name.startsWith('checkout:'));
  rows.push({
    name: 'checkout: the four calls together',
    sides: sides.map((_, n) => ({
      statements: steps.reduce((sum, r) => sum + r.sides[n].statements, 0),
      cpuUs: steps.reduce((sum, r) => sum + r.sides[n].cpuUs, 0),
      detail: [],
    })),
  });
  return rows;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
