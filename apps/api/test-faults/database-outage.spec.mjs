// Issue 26 part 2: with PostgreSQL stopped for 6 s, create-cart, get-cart and get-products-stock
// answered 1,041 × 500 INTERNAL_ERROR. A database outage is a 503 SERVICE_UNAVAILABLE with
// Retry-After, logged once when it begins and once when it ends, and the API recovers by itself.
// The built API runs on a PostgreSQL server of this test's own, which is stopped (pg_ctl, fast
// mode: sessions terminated as by an operator) and started again under a steady load.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// eslint-disable-next-line @nx/enforce-module-boundaries -- npm test's throw-away PostgreSQL, one of its own here
import { startThrowawayPostgres } from '../../../tools/test-runner/throwaway-postgres.mjs';
import { networkCodeOf, startApiChild, workspaceRoot } from './built-api-child.mjs';

const WORKERS = 6;
const WARM_MS = 1_500;
const OUTAGE_MS = 3_000;
/** After the restart, the load goes on until this long of answers without a 503, or the deadline. */
const STEADY_MS = 1_500;
const RECOVERY_DEADLINE_MS = 30_000;
const CART = '/api/ecom/v1.0';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** { 'what': how many times } of a list, so a failure prints a line, not thousands. */
const countsOf = (list) =>
  list.reduce((counts, item) => ({ ...counts, [item]: (counts[item] ?? 0) + 1 }), {});

describe('a database outage under load', () => {
  let postgres;
  let api;
  beforeAll(async () => {
    postgres = await startThrowawayPostgres({ workspaceRoot });
    api = await startApiChild('outage', { DATABASE_URL: postgres.url, DATABASE_CONNECT_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await api?.dispose();
    postgres?.stop();
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After (never a 500), logs it once, and recovers without a restart', async () => {
    const post = (path, body) =>
      fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    const product = await fetch(
      `${api.url}${CART}/get-product-by-handle?handle=dog-adult-chicken-barley-dry`,
    ).then((res) => res.json());
    const variant = product.variants.find((v) => v.inStock);
    const cart = await post(`${CART}/create-cart`, {
      lineItems: [{ merchandiseId: variant.adminGraphqlId, quantity: 1 }],
    }).then((res) => res.json());
    const calls = [
      () =>
        post(`${CART}/create-cart`, { lineItems: [{ merchandiseId: variant.adminGraphqlId, quantity: 1 }] }),
      () => post(`${CART}/get-cart`, { cartId: cart.id }),
      () => post('/api/get-products-stock', { skus: [variant.sku], zipCode: '80202', destination: 'HOME' }),
    ];

    let phase = 'warm';
    let running = true;
    const answers = [];
    const worker = async (offset) => {
      for (let i = offset; running; i += 1) {
        const at = Date.now();
        const sentIn = phase;
        try {
          const res = await calls[i % calls.length]();
          const body = await res.json().catch(() => ({}));
          answers.push({
            at,
            sentIn,
            status: res.status,
            code: body.code,
            retryAfter: res.headers.get('retry-after'),
          });
        } catch (error) {
          answers.push({ at, sentIn, status: 0, code: networkCodeOf(error) });
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, i) => worker(i));

    await sleep(WARM_MS);
    phase = 'outage';
    const stoppedAt = Date.now();
    postgres.pause();
    await sleep(OUTAGE_MS);
    phase = 'recovery';
    postgres.resume();
    const restartedAt = Date.now();
    // Recovered once every answer of the last STEADY_MS is a success.
    const deadline = restartedAt + RECOVERY_DEADLINE_MS;
    while (Date.now() < deadline) {
      await sleep(250);
      const recent = answers.filter((a) => a.at >= Date.now() - STEADY_MS && a.at > restartedAt);
      if (Date.now() - restartedAt > STEADY_MS && recent.length > 0 && recent.every((a) => a.status === 200))
        break;
    }
    running = false;
    await Promise.all(workers);

    const failed = answers.filter((a) => a.status !== 200);
    const refused = failed.filter((a) => a.status === 503);
    const firstSuccessAfterRestart = answers.find((a) => a.at >= restartedAt && a.status === 200);
    const summary = {
      requests: answers.length,
      ok: answers.length - failed.length,
      '5xx other than 503': failed.filter((a) => a.status >= 500 && a.status !== 503).length,
      '503 SERVICE_UNAVAILABLE with Retry-After': refused.filter(
        (a) => a.code === 'SERVICE_UNAVAILABLE' && Number(a.retryAfter) > 0,
      ).length,
      'other failures': countsOf(failed.filter((a) => a.status !== 503).map((a) => `${a.status} ${a.code}`)),
      'database stopped (s)': ((restartedAt - stoppedAt) / 1000).toFixed(1),
      'first success after the restart (s)': firstSuccessAfterRestart
        ? ((firstSuccessAfterRestart.at - restartedAt) / 1000).toFixed(1)
        : 'none',
    };
    process.stdout.write(`database outage probe: ${JSON.stringify(summary)}\n`);

    expect(summary['other failures']).toEqual({});
    expect(summary['5xx other than 503']).toBe(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(summary['503 SERVICE_UNAVAILABLE with Retry-After']).toBe(refused.length);
    expect(firstSuccessAfterRestart).toBeDefined();
    // The last answers came after the restart, from the same process: it recovered by itself.
    expect(
      answers
        .filter((a) => a.at > restartedAt)
        .slice(-WORKERS)
        .every((a) => a.status === 200),
    ).toBe(true);
    const ready = await fetch(`${api.managementUrl}/api/health`);
    expect(ready.status).toBe(200);

    // Logged once when it began and once when it ended, never once per request.
    const lines = api.logLines();
    const messages = lines.map((line) => String(line.msg ?? line.text ?? ''));
    expect(messages.filter((m) => m.includes('The database cannot be reached'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('The database answers again'))).toHaveLength(1);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});
