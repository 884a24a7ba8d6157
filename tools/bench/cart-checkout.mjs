// The cart and checkout rows of `npm run bench`: add to cart and get-cart under autocannon (beside
// /api/health in the same run), and complete checkouts per second by parallel shoppers against the
// built API on PostgreSQL, each checkout the storefront's five calls (cart, link, checkout page,
// charges for the address, order with the test card).
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CART = '/api/ecom/v1.0';
const JSON_HEADERS = { 'content-type': 'application/json' };
/** Enough carts that autocannon's connections rarely write the same one at the same moment. */
const CART_POOL = 200;
const SHIP_TO = {
  firstName: 'Bench',
  lastName: 'Shopper',
  address1: '1 Main St',
  city: 'Aurora',
  provinceCode: 'CO',
  zip: '80011',
};
const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

async function post(url, path, body, headers = {}) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status} ${json.code ?? ''}: ${json.message ?? ''}`);
  return json;
}

/** The in-stock variants' ids (adminGraphqlId) of a product, read from the API at `url`. */
export async function merchandiseIdsOf(url, handle) {
  const response = await fetch(
    `${url}/api/ecom/v1.0/get-product-by-handle?handle=${encodeURIComponent(handle)}`,
  );
  if (response.status !== 200) return [];
  const detail = await response.json();
  return (detail.variants ?? []).filter((v) => v.inStock).map((v) => v.adminGraphqlId);
}

/**
 * autocannon options for add-cart-line-items and get-cart over a pool of guest carts, one line
 * each; every add adds one unit of a line the cart already has (clamped at SPEC §5's limit, a
 * write either way).
 */
export async function cartRequests(url, merchandiseId) {
  const carts = [];
  for (let i = 0; i < CART_POOL; i += 1) {
    const cart = await post(url, `${CART}/create-cart`, { lineItems: [{ merchandiseId, quantity: 1 }] });
    carts.push(cart.id);
  }
  let next = 0;
  const rotate = (body) => (request) => {
    next = (next + 1) % carts.length;
    return { ...request, body: JSON.stringify(body(carts[next])) };
  };
  const request = (call, body) => ({
    url,
    requests: [
      {
        method: 'POST',
        path: `${CART}/${call}`,
        headers: JSON_HEADERS,
        setupRequest: rotate(body),
      },
    ],
  });
  return {
    add: request('add-cart-line-items', (cartId) => ({
      cartId,
      lineItems: [{ merchandiseId, quantity: 1 }],
    })),
    get: request('get-cart', (cartId) => ({ cartId })),
  };
}

/** One guest's whole checkout: the five calls the storefront makes. */
async function checkoutOnce(url, merchandiseId, shopper) {
  const cart = await post(url, `${CART}/create-cart`, { lineItems: [{ merchandiseId, quantity: 1 }] });
  const link = await post(url, '/api/multipass', { cartId: cart.id, getURL: true });
  const token = new URL(link.url).searchParams.get('token');
  await post(url, '/api/checkout/get-checkout', { token });
  const charges = await post(url, '/api/checkout/calculate-charges', { token, provinceCode: 'CO' });
  await post(
    url,
    '/api/checkout/place-order',
    {
      token,
      email: `${shopper}@example.com`,
      shippingAddress: SHIP_TO,
      card: TEST_CARD,
      expectedTotalCents: charges.totalCents,
    },
    { 'idempotency-key': randomUUID() },
  );
}

/** Transactions committed in the database so far (pg_stat_database), or null when not readable. */
async function commitsOf(client) {
  try {
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query(
      'select xact_commit::bigint as commits from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0].commits);
  } catch {
    return null;
  }
}

/**
 * `shoppers` guests checking out in a loop for `durationS` seconds against the API at `url` on the
 * PostgreSQL database at `databaseUrl` (its stock raised first so no checkout is refused for
 * stock). Answers checkouts/s, p50/p99 of a whole checkout, failures, and database transactions per
 * checkout (from pg_stat_database, the API's only client).
 */
export async function measureCheckouts({ url, databaseUrl, handle, shoppers, durationS, warmupS }) {
  const merchandiseIds = await merchandiseIdsOf(url, handle);
  if (merchandiseIds.length === 0) throw new Error(`no in-stock variant of ${handle}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update stock_levels set quantity = 1000000');
    const loop = async (seconds, record) => {
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: shoppers }, async (_, shopper) => {
          for (let n = 0; Date.now() < until; n += 1) {
            const started = performance.now();
            try {
              await checkoutOnce(
                url,
                merchandiseIds[(shopper + n) % merchandiseIds.length],
                `bench-${shopper}-${n}`,
              );
              record.ok.push(performance.now() - started);
            } catch (error) {
              record.failed += 1;
              record.lastError = error.message;
            }
          }
        }),
      );
    };
    await loop(warmupS, { ok: [], failed: 0 });
    const commitsBefore = await commitsOf(client);
    const record = { ok: [], failed: 0, lastError: undefined };
    const started = performance.now();
    await loop(durationS, record);
    const seconds = (performance.now() - started) / 1000;
    const commitsAfter = await commitsOf(client);
    const sorted = [...record.ok].sort((a, b) => a - b);
    const at = (share) =>
      sorted.length
        ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))])
        : null;
    return {
      checkoutsPerSecond: record.ok.length / seconds,
      completed: record.ok.length,
      failed: record.failed,
      lastError: record.lastError,
      p50: at(0.5),
      p99: at(0.99),
      transactionsPerCheckout:
        commitsBefore === null || commitsAfter === null || record.ok.length === 0
          ? null
          : (commitsAfter - commitsBefore) / record.ok.length,
    };
  } finally {
    await client.end();
  }
}
